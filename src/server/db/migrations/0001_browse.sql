CREATE TABLE "favorite_paths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"path_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_paths_user_path_uq" UNIQUE("user_id","path_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "favorite_paths" ADD CONSTRAINT "favorite_paths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_paths" ADD CONSTRAINT "favorite_paths_path_id_coaching_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."coaching_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_paths_path_idx" ON "favorite_paths" USING btree ("path_id");--> statement-breakpoint
CREATE INDEX "sessions_active_popular_idx" ON "sessions" USING btree ("total_participants" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "sessions"."is_active";--> statement-breakpoint
CREATE INDEX "sessions_active_top_rated_idx" ON "sessions" USING btree ("rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "sessions"."is_active";--> statement-breakpoint
CREATE INDEX "sessions_active_shortest_idx" ON "sessions" USING btree ("duration","id") WHERE "sessions"."is_active";--> statement-breakpoint
CREATE INDEX "sessions_search_idx" ON "sessions" USING gin ("search_vector");