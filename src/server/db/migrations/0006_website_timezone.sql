ALTER TABLE "websites" ADD COLUMN "website_timezone" text DEFAULT 'UTC' NOT NULL;
