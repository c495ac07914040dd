-- Review versions (docs/review-flow.md): every save bumps its block's version, a publish names the
-- versions its checker saw (review_snapshots keep the sets behind ETags), schedules keep theirs
-- and what they skipped, a version keeps whose writing it holds, a user's rejections are shown
-- once, and a CSV import writes in slices it can take back (import_jobs, import_journal).
CREATE TABLE "import_jobs" (
	"import_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_journal" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"row" jsonb,
	"block" jsonb
);
--> statement-breakpoint
CREATE TABLE "review_snapshots" (
	"etag" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"website_id" integer,
	"asset_type_name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_blocks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "change_blocks" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "record_versions" ADD COLUMN "authors" integer[];--> statement-breakpoint
ALTER TABLE "record_versions" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD COLUMN "block_versions" integer[];--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD COLUMN "skipped" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejections_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "import_jobs_open_idx" ON "import_jobs" USING btree ("heartbeat_at") WHERE state IN ('running', 'taking_back');--> statement-breakpoint
CREATE UNIQUE INDEX "import_journal_record_uq" ON "import_journal" USING btree ("import_id","kind","record_id");--> statement-breakpoint
CREATE INDEX "review_snapshots_created_idx" ON "review_snapshots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "change_blocks_import_idx" ON "change_blocks" USING btree ("import_id") WHERE import_id IS NOT NULL;