SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
CREATE TABLE "pitch_share_visits" (
	"link_id" uuid NOT NULL,
	"view_id" uuid NOT NULL,
	"viewer_hash" text NOT NULL,
	"last_slide_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitch_share_visits_link_id_view_id_pk" PRIMARY KEY("link_id","view_id")
);
--> statement-breakpoint
ALTER TABLE "pitch_share_links" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "pitch_share_links" ADD COLUMN "follows" text DEFAULT 'latest' NOT NULL;--> statement-breakpoint
ALTER TABLE "pitch_share_links" ADD COLUMN "pinned_deck" jsonb;--> statement-breakpoint
ALTER TABLE "pitch_share_links" ADD COLUMN "viewer_salt" text;--> statement-breakpoint
ALTER TABLE "pitch_share_visits" ADD CONSTRAINT "pitch_share_visits_link_id_pitch_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pitch_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitch_share_visits_viewer_idx" ON "pitch_share_visits" USING btree ("link_id","viewer_hash");--> statement-breakpoint
-- Links made before this migration get a salt of their own for their viewer hashes.
UPDATE "pitch_share_links" SET "viewer_salt" = gen_random_uuid()::text WHERE "viewer_salt" IS NULL;
