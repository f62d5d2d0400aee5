import http from 'node:http';
import pg from 'pg';
import { featured } from './raw-featured.ts';
import { progressSaver, type RawAnswer } from './raw-progress.ts';

/**
 * The ceiling of `npm run bench`: the app's calls with nothing but node:http and a pg Pool of the
 * app's default size (10), running the SQL the app sends as named (prepared) statements, as
 * hand-written code for a hot query would, and answering the same JSON. The difference to the app is
 * the cost of the framework, middleware, validation and ORM around the same database work.
 *
 * - GET /api/sessions?featured=true&limit=N: the landing page's featured list (raw-featured.ts).
 * - PUT /api/sessions/:id/progress: a signed-in listener's progress save, cookie check included
 *   (raw-progress.ts).
 *
 * Env: PORT, HOST, DATABASE_URL, POOL_SIZE (default 10), BETTER_AUTH_SECRET (the app's, to check
 * its session cookies).
 */
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
const saveProgress = progressSaver(pool, process.env.BETTER_AUTH_SECRET ?? '', `http://${host}:${port}`);
const PROGRESS_PATH = /^\/api\/sessions\/([0-9a-f-]{36})\/progress$/;

const json = (body: string): RawAnswer => ({ status: 200, body });
const notFound: RawAnswer = {
  status: 404,
  body: JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }),
};

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function answer(req: http.IncomingMessage): Promise<RawAnswer> {
  const url = new URL(req.url ?? '/', 'http://raw');
  if (req.method === 'GET' && url.pathname === '/api/health')
    return pool.query('select 1').then(() => json(JSON.stringify({ ok: true, db: 'postgres' })));
  const limit = Number(url.searchParams.get('limit') ?? 20);
  if (
    req.method === 'GET' &&
    url.pathname === '/api/sessions' &&
    url.searchParams.get('featured') === 'true' &&
    Number.isInteger(limit) &&
    limit >= 1 &&
    limit <= 50
  )
    return featured(pool, limit).then(json);
  const progress = req.method === 'PUT' ? PROGRESS_PATH.exec(url.pathname) : null;
  if (progress)
    return readBody(req).then((body) =>
      saveProgress({ sessionId: progress[1]!, origin: req.headers.origin, cookie: req.headers.cookie, body }),
    );
  return Promise.resolve(notFound);
}

const server = http.createServer((req, res) => {
  answer(req).then(
    ({ status, body }) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    },
    (error: unknown) => {
      console.error(error);
      const body = JSON.stringify({
        error: { code: 'internal_error', message: 'An unexpected error occurred' },
      });
      res.writeHead(500, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
  );
});

server.listen(port, host);

process.on('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeIdleConnections();
});
