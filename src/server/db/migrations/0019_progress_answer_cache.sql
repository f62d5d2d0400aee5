SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "progress_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Processes cache each user's `GET /api/me/progress` answer (decision 035) under a key made of
-- this user's progress_version, the catalogue's card and path versions and the user's local date.
-- The triggers below move those versions in the writing transaction, whoever writes (the app, the
-- admin console, the seed, another instance, plain SQL).
--
-- 1. A change to any of the user's rows that the answer reads. Statement-level with the changed rows
--    as a transition table, so a bulk write (an import, a deletion's cascade) moves each user once.
CREATE FUNCTION "progress_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" SET "progress_version" = "progress_version" + 1
  WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A TRUNCATE names no rows: every user's answer may have changed.
CREATE FUNCTION "progress_rows_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" SET "progress_version" = "progress_version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['user_session_history', 'user_session_ratings', 'favorites', 'favorite_paths',
    'user_badges', 'activity_days', 'journal_entries', 'pitch_decks']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "progress_rows_changed"()', t || '_progress_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "progress_rows_changed"()', t || '_progress_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "progress_rows_changed"()', t || '_progress_del', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "progress_rows_truncated"()', t || '_progress_trunc', t);
  END LOOP;
END;
$$;--> statement-breakpoint
-- 2. A change to the profile row itself (counters, time zone, preferences such as hiding streaks),
--    except the stored streak fold, which only caches what activity_days already say.
CREATE FUNCTION "profile_progress_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'progress_version' - 'streak_fold' - 'updated_at')
     IS DISTINCT FROM (to_jsonb(OLD) - 'progress_version' - 'streak_fold' - 'updated_at') THEN
    NEW."progress_version" := OLD."progress_version" + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_progress_version" BEFORE UPDATE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profile_progress_changed"();--> statement-breakpoint
-- 3. The cards the answer shows (recent, favourites, a journey's next session): any change to a
--    session but the counters every play and rating moves (participants, rating), which the cache
--    lets age for at most its time to live; and any change to an advisor (the card's name).
INSERT INTO "catalog_versions" ("name", "version") VALUES ('cards', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "catalog_cards_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_versions" SET "version" = "version" + 1 WHERE "name" = 'cards';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_cards_version" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'rating' - 'rating_count' - 'total_participants')
        IS DISTINCT FROM (to_jsonb(NEW) - 'rating' - 'rating_count' - 'total_participants'))
  EXECUTE FUNCTION "catalog_cards_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_cards_version_removed" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_cards_changed"();--> statement-breakpoint
CREATE TRIGGER "coaches_cards_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "coaches" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_cards_changed"();
