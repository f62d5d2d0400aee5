ALTER TABLE "coaching_paths" ADD COLUMN "artwork_key" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "captions_key" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "chapters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "artwork_key" text;