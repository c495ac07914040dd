-- Everyone who wrote a version of a pending record answers for it in the four-eyes check,
-- not only the last one. Existing blocks start with their recorded author.
ALTER TABLE "change_blocks" ADD COLUMN "touched_by" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "change_blocks" SET "touched_by" = ARRAY["created_by"];
