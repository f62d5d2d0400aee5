SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
CREATE TABLE "catalog_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Processes cache the paths' structure (decision 034) and compare this counter with the version
-- their cache was read at; the triggers below move it whoever writes (admin console, seed, SQL).
INSERT INTO "catalog_versions" ("name", "version") VALUES ('paths', 1);--> statement-breakpoint
CREATE FUNCTION "catalog_paths_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_versions" SET "version" = "version" + 1 WHERE "name" = 'paths';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "coaching_paths_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coaching_paths" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_paths_changed"();--> statement-breakpoint
CREATE TRIGGER "path_sessions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "path_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_paths_changed"();--> statement-breakpoint
-- A path's steps are its active sessions and its minutes their durations; the counters that every
-- play and rating moves (participants, rating) do not fire it. A deleted session's path rows go by
-- cascade, which fires path_sessions' trigger.
CREATE TRIGGER "sessions_paths_version" AFTER UPDATE OF "duration", "is_active" ON "sessions" FOR EACH ROW WHEN (OLD."duration" IS DISTINCT FROM NEW."duration" OR OLD."is_active" IS DISTINCT FROM NEW."is_active") EXECUTE FUNCTION "catalog_paths_changed"();--> statement-breakpoint
ALTER TABLE "activity_days" ADD COLUMN "sessions_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The calendar counted completed history rows by their last update's date in the user's zone; the
-- counter starts from that count on the days already recorded.
UPDATE "activity_days" a SET "sessions_completed" = c.n
FROM (
	SELECT h.user_id, (h.updated_at AT TIME ZONE coalesce(p.time_zone, 'UTC'))::date AS day, count(*)::int AS n
	FROM "user_session_history" h JOIN "profiles" p ON p.id = h.user_id
	WHERE h.completed
	GROUP BY 1, 2
) c
WHERE a.user_id = c.user_id AND a.day = c.day;
