-- Declared migrations of stored content (docs/declarations.md, Changing a declaration): which
-- plan of which kind has been applied, with what it changed, so each runs once on any node.
CREATE TABLE "declaration_migrations" (
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"steps" jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declaration_migrations_kind_hash_pk" PRIMARY KEY("kind","hash")
);
