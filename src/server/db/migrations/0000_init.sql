CREATE SEQUENCE "public"."record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "change_blocks" (
	"block_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"website_id" integer,
	"asset_type_name" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"change_log_type" text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'pendingreview' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "client_roles" (
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"area" text NOT NULL,
	"is_viewer" boolean DEFAULT false NOT NULL,
	"is_maker" boolean DEFAULT false NOT NULL,
	"is_checker" boolean DEFAULT false NOT NULL,
	CONSTRAINT "client_roles_user_id_client_id_area_pk" PRIMARY KEY("user_id","client_id","area")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"client_id" serial PRIMARY KEY NOT NULL,
	"client_full_name" text NOT NULL,
	"settings" jsonb DEFAULT '{"four_eyes":true}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_locks" (
	"email" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "records" (
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"client_id" integer NOT NULL,
	"website_id" integer,
	"live" jsonb,
	"draft" jsonb,
	"pending_action" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "records_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_locales" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"locale_code" text NOT NULL,
	"country_code" text NOT NULL,
	"language_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_roles" (
	"user_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"area" text NOT NULL,
	"is_viewer" boolean DEFAULT false NOT NULL,
	"is_maker" boolean DEFAULT false NOT NULL,
	"is_checker" boolean DEFAULT false NOT NULL,
	CONSTRAINT "website_roles_user_id_website_id_area_pk" PRIMARY KEY("user_id","website_id","area")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"website_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"website_name" text NOT NULL,
	"website_domain" text NOT NULL,
	"usecase_code" text NOT NULL,
	"wenv_locale_used" boolean DEFAULT false NOT NULL,
	"macro" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_blocks" ADD CONSTRAINT "change_blocks_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_blocks" ADD CONSTRAINT "change_blocks_website_id_websites_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("website_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_roles" ADD CONSTRAINT "client_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_roles" ADD CONSTRAINT "client_roles_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_website_id_websites_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("website_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_locales" ADD CONSTRAINT "website_locales_website_id_websites_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("website_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_roles" ADD CONSTRAINT "website_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_roles" ADD CONSTRAINT "website_roles_website_id_websites_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("website_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_blocks_pending_idx" ON "change_blocks" USING btree ("client_id","asset_type_name","website_id") WHERE status = 'pendingreview';--> statement-breakpoint
CREATE INDEX "change_blocks_record_idx" ON "change_blocks" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "login_failures_email_at_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "records_scope_created_idx" ON "records" USING btree ("kind","client_id","website_id","created_at","record_id");--> statement-breakpoint
CREATE INDEX "reset_tokens_user_idx" ON "reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "websites_client_idx" ON "websites" USING btree ("client_id");