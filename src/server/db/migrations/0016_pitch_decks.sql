SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
CREATE TABLE "pitch_deck_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"answers" jsonb NOT NULL,
	"slides" jsonb NOT NULL,
	"written_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"framework" text NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"answers" jsonb NOT NULL,
	"slides" jsonb NOT NULL,
	"written_by" text DEFAULT 'composer' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "pitch_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pitch_slide_views" (
	"link_id" uuid NOT NULL,
	"view_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitch_slide_views_link_id_view_id_slide_id_pk" PRIMARY KEY("link_id","view_id","slide_id")
);
--> statement-breakpoint
ALTER TABLE "pitch_deck_versions" ADD CONSTRAINT "pitch_deck_versions_deck_id_pitch_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."pitch_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_decks" ADD CONSTRAINT "pitch_decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_share_links" ADD CONSTRAINT "pitch_share_links_deck_id_pitch_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."pitch_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_slide_views" ADD CONSTRAINT "pitch_slide_views_link_id_pitch_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."pitch_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitch_deck_versions_deck_idx" ON "pitch_deck_versions" USING btree ("deck_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pitch_decks_user_updated_idx" ON "pitch_decks" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pitch_share_links_deck_idx" ON "pitch_share_links" USING btree ("deck_id","created_at" DESC NULLS LAST);