SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
CREATE TABLE "journal_prompts" (
	"id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"plays" integer NOT NULL,
	"completions" integer NOT NULL,
	"journal_entries" integer NOT NULL,
	"new_users" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "library_resources" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The three indexes below are on tables that grow large (listening history, journal entries). Drizzle
-- applies migrations in one transaction, where CREATE INDEX CONCURRENTLY cannot run (decision 020),
-- so on an install with millions of rows run scripts/db/0015-concurrent-indexes.sql first: it builds
-- them without blocking writes, and the IF NOT EXISTS below then does nothing. On a small or new
-- database this migration builds them itself in a moment.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX IF NOT EXISTS "user_session_history_created_idx" ON "user_session_history" USING btree ("created_at");--> statement-breakpoint
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX IF NOT EXISTS "user_session_history_completed_idx" ON "user_session_history" USING btree ("updated_at") WHERE "user_session_history"."completed";--> statement-breakpoint
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX IF NOT EXISTS "journal_entries_created_idx" ON "journal_entries" USING btree ("created_at");