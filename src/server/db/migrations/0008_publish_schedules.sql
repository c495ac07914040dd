CREATE TABLE "publish_schedules" (
	"schedule_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"website_id" integer,
	"asset_type_name" text NOT NULL,
	"block_ids" integer[] NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"published" integer,
	"reason" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_schedules_due_idx" ON "publish_schedules" USING btree ("publish_at") WHERE state = 'scheduled';--> statement-breakpoint
CREATE INDEX "publish_schedules_client_idx" ON "publish_schedules" USING btree ("client_id");