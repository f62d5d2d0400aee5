-- Run BEFORE deploying migration 0015 on a database with a large listening history or journal
-- (decision 020, decision 022): `psql "$DATABASE_URL" -f scripts/db/0015-concurrent-indexes.sql`.
-- Each index is built without blocking writes; the migration's CREATE INDEX IF NOT EXISTS then finds
-- them and does nothing. Run outside a transaction (psql's default; never with --single-transaction).
-- If a build is interrupted it leaves an INVALID index: DROP INDEX CONCURRENTLY it and run this again.
SET lock_timeout = '5s';
SET statement_timeout = 0;
CREATE INDEX CONCURRENTLY IF NOT EXISTS "user_session_history_created_idx"
  ON "user_session_history" USING btree ("created_at");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "user_session_history_completed_idx"
  ON "user_session_history" USING btree ("updated_at") WHERE "completed";
CREATE INDEX CONCURRENTLY IF NOT EXISTS "journal_entries_created_idx"
  ON "journal_entries" USING btree ("created_at");
