-- Review versions (docs/review-flow.md): every save bumps its block's version, a publish names the
-- versions its checker saw (review_snapshots keep the sets behind ETags), schedules keep theirs
-- and what they skipped, a version keeps whose writing it holds, and a user's rejections are shown once.
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
ALTER TABLE "record_versions" ADD COLUMN "authors" integer[];--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD COLUMN "block_versions" integer[];--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD COLUMN "skipped" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejections_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "review_snapshots_created_idx" ON "review_snapshots" USING btree ("created_at");