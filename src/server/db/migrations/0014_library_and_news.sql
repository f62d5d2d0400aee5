SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
CREATE TABLE "library_bookmarks" (
	"user_id" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_bookmarks_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "library_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"prompt" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"read_minutes" integer DEFAULT 1 NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_format" text,
	"file_size" integer,
	"related_session_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_path_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')) STORED,
	CONSTRAINT "library_resources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"cover_key" text,
	"cover_alt" text DEFAULT '' NOT NULL,
	"read_minutes" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "library_bookmarks" ADD CONSTRAINT "library_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_bookmarks" ADD CONSTRAINT "library_bookmarks_resource_id_library_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."library_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_bookmarks_resource_idx" ON "library_bookmarks" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "library_resources_published_idx" ON "library_resources" USING btree ("published_at" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE INDEX "library_resources_search_idx" ON "library_resources" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("published_at" DESC NULLS LAST,"slug");