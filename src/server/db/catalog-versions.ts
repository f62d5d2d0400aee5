import { sql, type SQLWrapper } from 'drizzle-orm';

/*
 * The catalogue's versions and the progress answer's key: SQL over catalog_versions and the
 * profile's columns, kept in the core because the session lookup reads the key with the caller.
 */

/**
 * The version the cached progress answers are checked against for their cards: migration 0019's
 * triggers move it with any change to a session but its play and rating counters, and with any
 * change to an advisor (decision 035).
 */
export const cardsVersion = sql<number>`coalesce((select v.version from catalog_versions v where v.name = 'cards'), 0)`;

/**
 * The version the paths' cache is checked against: migration 0018's triggers move it with every
 * change to coaching_paths or path_sessions and with a session's duration or is_active, whoever
 * writes (admin console, seed, plain SQL). Select it in the same statement as what the cache is
 * merged with, so both come from one snapshot.
 */
export const pathsVersion = sql<number>`coalesce((select v.version from catalog_versions v where v.name = 'paths'), 0)`;

/**
 * What one user's `GET /api/me/progress` answer was made from (decision 035): the user's
 * progress version, which migration 0019's triggers move in the transaction of any write to what
 * the answer reads of theirs; the catalogue's card and path versions; and the user's local date,
 * on which the streak and the calendar turn. Given the profile's two columns as the statement names
 * them. The session lookup reads it with the caller (so a cached answer costs no other round trip),
 * and the snapshot in the same statement as the answer's rows (so key and rows are one snapshot).
 */
export const answerKeyOf = (progressVersion: SQLWrapper, timeZone: SQLWrapper) =>
  sql<string>`concat_ws('.', ${progressVersion}, ${cardsVersion}, ${pathsVersion},
    (now() at time zone coalesce(${timeZone}, 'UTC'))::date)`;
