-- Declared migrations of stored content (docs/declarations.md, Changing a declaration): which
-- plan of which kind has been applied, with what it changed, so each runs once on any node.
CREATE TABLE "declaration_migrations" (
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"steps" jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declaration_migrations_kind_hash_pk" PRIMARY KEY("kind","hash")
);--> statement-breakpoint
-- A declared migration reshapes live copies without publishing them: while src/server/db/carryAcross.ts
-- runs (console.carrying set for its transaction) a changed live copy keeps its published_at and does
-- not move its website's revision row by row; the migration moves each revision once instead.
CREATE OR REPLACE FUNCTION "records_live"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean;
  scope_client integer;
  scope_website integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    moved := OLD.live IS NOT NULL;
    scope_client := OLD.client_id;
    scope_website := COALESCE(OLD.website_id, 0);
  ELSIF TG_OP = 'INSERT' THEN
    moved := NEW.live IS NOT NULL;
    scope_client := NEW.client_id;
    scope_website := COALESCE(NEW.website_id, 0);
  ELSE
    moved := NEW.live IS DISTINCT FROM OLD.live;
    scope_client := NEW.client_id;
    scope_website := COALESCE(NEW.website_id, 0);
  END IF;
  IF moved AND COALESCE(current_setting('console.carrying', true), '') <> 'on' THEN
    INSERT INTO "delivery_revisions" ("client_id", "website_id", "revision")
      VALUES (scope_client, scope_website, nextval('delivery_revision_seq'))
      ON CONFLICT ("client_id", "website_id") DO UPDATE SET "revision" = EXCLUDED."revision";
    IF TG_OP <> 'DELETE' AND NEW.live IS NOT NULL THEN
      NEW.published_at := now();
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
