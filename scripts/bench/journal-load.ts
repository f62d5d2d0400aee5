import { randomUUID } from 'node:crypto';
import { withClient } from './postgres-db.ts';
import type { Server } from './processes.ts';
import type { LoadPlan } from './progress-load.ts';
import type { ServerName } from './servers.ts';
import { listenersFor } from './scenarios.ts';

/**
 * The journal's figures: search over a journal database of 1,000 entries against one of
 * 100,000 (1,000 writers), and entry creation by signed-in users. Entries are made from a founder's
 * vocabulary so that a search term matches the same share of entries at both sizes; every writer
 * has 100 entries, the searching user among them.
 */
export const ENTRIES_PER_WRITER = 100;
export const JOURNAL_SEARCH_TERM = 'investors';

const WORDS = [
  'investors',
  'customers',
  'hiring',
  'runway',
  'pricing',
  'launch',
  'team',
  'cofounder',
  'sleep',
  'pitch',
  'roadmap',
  'churn',
  'board',
  'focus',
  'burnout',
  'gratitude',
  'revenue',
  'feedback',
  'design',
  'sales',
  'family',
  'exercise',
  'doubt',
  'progress',
  'deadline',
  'partner',
  'growth',
];

/** Fills `entries` rows for each user id, from the vocabulary (three words in ten are search hits at most). */
async function insertEntries(url: string, userIds: string[], perUser: number) {
  await withClient(url, async (client) => {
    await client.query(
      `insert into journal_entries (user_id, text, mood, tags, created_at)
       select u.id,
              'Today: ' || ($3::text[])[1 + (g * 7 + length(u.id)) % array_length($3::text[], 1)] || ' and '
                || ($3::text[])[1 + (g * 13) % array_length($3::text[], 1)] || ' kept me busy. '
                || 'Tomorrow I will think about ' || ($3::text[])[1 + (g * 5 + 3) % array_length($3::text[], 1)] || '.',
              1 + g % 5, array[($3::text[])[1 + g % 7]],
              now() - make_interval(hours => g)
       from unnest($1::text[]) as u(id) cross join generate_series(1, $2::int) g`,
      [userIds, perUser, WORDS],
    );
    await client.query('analyze journal_entries');
  });
}

/** `writers` accounts that exist only in the database (they never sign in), each with 100 entries. */
export async function generateJournal(url: string, writers: number): Promise<void> {
  const ids = Array.from({ length: writers }, (_, i) => `bench-writer-${i}`);
  await withClient(url, async (client) => {
    await client.query(
      `insert into users (id, name, email, email_verified)
       select id, 'Writer', id || '@bench.test', true from unnest($1::text[]) as id`,
      [ids],
    );
  });
  await insertEntries(url, ids, ENTRIES_PER_WRITER);
}

/** The searching user: a real account on this server, with its 100 entries, searching its journal. */
export async function journalSearchPlan(
  server: Server,
  servers: ReadonlyMap<ServerName, Server>,
): Promise<LoadPlan> {
  if (!server.databaseUrl)
    throw new Error(`${server.name}: the journal scenarios need a PostgreSQL database`);
  const [listener] = (await listenersFor(server, servers, 1, server)).listeners;
  const userId = await withClient(server.databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [
      listener!.email,
    ]);
    return rows[0]!.id;
  });
  await insertEntries(server.databaseUrl, [userId], ENTRIES_PER_WRITER);
  const request = {
    method: 'GET' as const,
    path: `/api/journal/entries?q=${JOURNAL_SEARCH_TERM}&limit=20`,
    headers: { cookie: listener!.cookie },
  };
  return { next: () => request };
}

/** One signed-in writer per connection, each saving new entries (a fresh client id each). */
export async function journalCreatePlan(
  server: Server,
  servers: ReadonlyMap<ServerName, Server>,
  connections: number,
): Promise<LoadPlan> {
  const { listeners } = await listenersFor(server, servers, connections);
  let turn = 0;
  return {
    next() {
      const listener = listeners[turn++ % listeners.length]!;
      return {
        method: 'POST',
        path: '/api/journal/entries',
        headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie: listener.cookie },
        body: JSON.stringify({
          id: randomUUID(),
          text: `Met two ${WORDS[turn % WORDS.length]} today and felt clearer about the next step.`,
          mood: 1 + (turn % 5),
          tags: ['bench'],
        }),
      };
    },
  };
}
