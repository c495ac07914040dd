CREATE TABLE "record_versions" (
	"version_id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"website_id" integer,
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"action" text NOT NULL,
	"data" jsonb,
	"saved_by" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_versions" ADD CONSTRAINT "record_versions_block_id_change_blocks_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."change_blocks"("block_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_versions_record_idx" ON "record_versions" USING btree ("client_id","kind","record_id","version_id");