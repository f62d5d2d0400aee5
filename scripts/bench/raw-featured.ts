import type pg from 'pg';
import { toArtwork } from '#server/modules/media/index.ts';

/**
 * The featured-sessions call of the ceiling: the SQL text the app sends (session-list.ts), as a named
 * (prepared) statement, and the same JSON (same keys, same cursor, the same artwork URLs, built by
 * the app's own pure `toArtwork`).
 */
const FEATURED_SQL = `select "sessions"."id" as "id", "sessions"."title" as "title", "coaches"."name" as "coachName", "sessions"."duration" as "duration", "sessions"."type" as "type", "sessions"."category" as "category", "sessions"."rating" as "rating", "sessions"."rating_count" as "ratingCount", "sessions"."total_participants" as "totalParticipants", "sessions"."description" as "description", "sessions"."is_premium" as "isPremium", coalesce((
  select json_agg(json_build_object('id', p.id, 'title', p.title) order by p.title)
  from "path_sessions" ps join "coaching_paths" p on p.id = ps.path_id
  where ps.session_id = "sessions"."id"
), '[]'::json) as "paths", "sessions"."artwork_key" as "artworkKey", to_char("sessions"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "sortValue" from "sessions" left join "coaches" on "coaches"."id" = "sessions"."coach_id"
  where ("sessions"."is_active" and "sessions"."featured" = $1)
  order by "sessions"."created_at" desc nulls last, "sessions"."id" desc nulls last
  limit $2`;

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
