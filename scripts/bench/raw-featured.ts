import type pg from 'pg';
import { toArtwork } from '#server/modules/media/artwork.ts';

/**
 * The featured-sessions call of the ceiling: the SQL text the app's Drizzle query sends, as a named
 * (prepared) statement, and the same JSON (same keys, same cursor, the same artwork URLs, built by
 * the app's own pure `toArtwork`).
 */
const FEATURED_SQL = `select "sessions"."id", "sessions"."title", "coaches"."name", "sessions"."duration", "sessions"."type", "sessions"."category", "sessions"."rating", "sessions"."rating_count", "sessions"."total_participants", "sessions"."description", "sessions"."is_premium", coalesce((
  select json_agg(json_build_object('id', p.id, 'title', p.title) order by p.title)
  from "path_sessions" ps join "coaching_paths" p on p.id = ps.path_id
  where ps.session_id = "sessions"."id"
), '[]'::json), "sessions"."artwork_key", to_char("sessions"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from "sessions" left join "coaches" on "coaches"."id" = "sessions"."coach_id" where ("sessions"."is_active" and "sessions"."featured" = $1) order by "sessions"."created_at" desc nulls last, "sessions"."id" desc nulls last limit $2`;

type Row = [
  id: string,
  title: string,
  coachName: string | null,
  duration: number,
  type: string,
  category: string | null,
  rating: string,
  ratingCount: number,
  totalParticipants: number,
  description: string,
  isPremium: boolean,
  paths: { id: string; title: string }[],
  artworkKey: string | null,
  sortValue: string,
];

export async function featured(pool: pg.Pool, limit: number): Promise<string> {
  const { rows } = await pool.query<Row>({
    name: 'featured_sessions',
    text: FEATURED_SQL,
    values: [true, limit + 1],
    rowMode: 'array',
  });
  const page = rows.slice(0, limit);
  const items = page.map((r) => ({
    id: r[0],
    title: r[1],
    coachName: r[2],
    type: r[4],
    category: r[5],
    ratingCount: r[7],
    totalParticipants: r[8],
    description: r[9],
    isPremium: r[10],
    paths: r[11],
    durationMinutes: Math.max(1, Math.round(r[3] / 60)),
    rating: Number(r[6]),
    artwork: toArtwork(r[12]),
  }));
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? Buffer.from(JSON.stringify(['newest', last[13], last[0]])).toString('base64url')
      : null;
  return JSON.stringify({ items, nextCursor });
}
