SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "podcasts_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "activity_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "streak_fold" jsonb;--> statement-breakpoint
-- The counter starts from the history it replaces; the streak fold is made on first read.
UPDATE "profiles" p SET "podcasts_completed" = c.n
FROM (
	SELECT h.user_id, count(*)::int AS n
	FROM "user_session_history" h JOIN "sessions" s ON s.id = h.session_id
	WHERE h.completed AND s.category = 'podcast'
	GROUP BY h.user_id
) c
WHERE p.id = c.user_id;
