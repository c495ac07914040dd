-- The delivery API and webhooks (docs/delivery.md): website tokens, webhook endpoints with their
-- outbox of deliveries and attempts, when each record was last published, and a revision per scope
-- that moves exactly when live content changes — kept by a trigger, so no write path can forget it.
CREATE TABLE "delivery_revisions" (
	"client_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "delivery_revisions_client_id_website_id_pk" PRIMARY KEY("client_id","website_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"attempt_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_attempts_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"duration_ms" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"delivery_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"endpoint_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "website_tokens" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("delivery_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_endpoint_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("endpoint_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_website_id_websites_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("website_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_tokens" ADD CONSTRAINT "website_tokens_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_tokens" ADD CONSTRAINT "website_tokens_website_id_websites_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("website_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_website_idx" ON "webhook_endpoints" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "website_tokens_hash_uq" ON "website_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "website_tokens_website_idx" ON "website_tokens" USING btree ("website_id");--> statement-breakpoint
CREATE SEQUENCE "delivery_revision_seq";--> statement-breakpoint
-- Records live before this migration count as published when last written.
UPDATE "records" SET "published_at" = "updated_at" WHERE "live" IS NOT NULL;--> statement-breakpoint
-- A new live copy stamps published_at and moves its scope's revision (one sequence for all scopes, so
-- a revision never repeats); a record whose live copy goes away moves it too. Draft saves do neither.
CREATE FUNCTION "records_live"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF moved THEN
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
$$;--> statement-breakpoint
CREATE TRIGGER "records_live" BEFORE INSERT OR UPDATE OR DELETE ON "records" FOR EACH ROW EXECUTE FUNCTION "records_live"();
