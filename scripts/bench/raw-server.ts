import http from 'node:http';
import pg from 'pg';

/**
 * The ceiling of `npm run bench`: the featured-sessions call with nothing but node:http and a pg
 * Pool of the app's default size (10). It runs the SQL text the app's Drizzle query sends, with the
 * same parameters, and answers the same JSON (same keys, same order, same cursor), so the
 * difference to the app is the cost of the framework, middleware and ORM around the query.
 *
 * The statement is named, i.e. prepared once per connection, as hand-written code for a hot query
 * would do: PostgreSQL then skips parsing and planning, which halves its CPU per request here. The
 * ceiling is what this machine can do with this SQL; an app that sends it unnamed pays that cost.
 *
 * Env: PORT, HOST, DATABASE_URL, POOL_SIZE (default 10).
 */
const FEATURED_SQL = `select "sessions"."id", "sessions"."title", "coaches"."name", "sessions"."duration", "sessions"."type", "sessions"."category", "sessions"."rating", "sessions"."rating_count", "sessions"."total_participants", "sessions"."description", "sessions"."is_premium", coalesce((
  select json_agg(json_build_object('id', p.id, 'title', p.title) order by p.title)
  from "path_sessions" ps join "coaching_paths" p on p.id = ps.path_id
  where ps.session_id = "sessions"."id"
), '[]'::json), to_char("sessions"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from "sessions" left join "coaches" on "coaches"."id" = "sessions"."coach_id" where ("sessions"."is_active" and "sessions"."featured" = $1) order by "sessions"."created_at" desc, "sessions"."id" desc limit $2`;

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
  sortValue: string,
];

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});

async function featured(limit: number): Promise<string> {
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
  }));
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? Buffer.from(JSON.stringify(['newest', last[12], last[0]])).toString('base64url')
      : null;
  return JSON.stringify({ items, nextCursor });
}

function send(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://raw');
  const limit = Number(url.searchParams.get('limit') ?? 20);
  let answer: Promise<string> | undefined;
  if (req.method === 'GET' && url.pathname === '/api/health') {
    answer = pool.query('select 1').then(() => JSON.stringify({ ok: true, db: 'postgres' }));
  } else if (
    req.method === 'GET' &&
    url.pathname === '/api/sessions' &&
    url.searchParams.get('featured') === 'true' &&
    Number.isInteger(limit) &&
    limit >= 1 &&
    limit <= 50
  ) {
    answer = featured(limit);
  }
  if (!answer) return send(res, 404, JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }));
  answer.then(
    (body) => send(res, 200, body),
    (error: unknown) => {
      console.error(error);
      send(
        res,
        500,
        JSON.stringify({ error: { code: 'internal_error', message: 'An unexpected error occurred' } }),
      );
    },
  );
});

server.listen(Number(process.env.PORT ?? 3100), process.env.HOST ?? '127.0.0.1');

process.on('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeIdleConnections();
});
