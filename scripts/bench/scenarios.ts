import { journalCreatePlan, journalSearchPlan } from './journal-load.ts';
import { freeSessions, signInListeners } from './listeners.ts';
import { mixedRequests } from './mixed-load.ts';
import type { Server } from './processes.ts';
import { progressReports, type LoadPlan } from './progress-load.ts';
import { progressReadPlan } from './progress-read.ts';
import type { ServerName } from './servers.ts';

/**
 * What `npm run bench` measures: one scenario = one request against a list of servers. Add a
 * scenario here and it is run, reported and selectable with `--only=<name>`. Each server is started
 * once per run and takes every scenario that lists it, in the order of this list.
 */
export type Scenario = {
  name: string;
  title: string;
  /** Path and query on 127.0.0.1; the same for every server of the scenario (a pattern for plans). */
  path: string;
  /** GET unless a write scenario says otherwise ('mixed' for several kinds). */
  method?: 'PUT' | 'POST' | 'mixed';
  /** Seconds of measured load when the scenario needs its own (otherwise --duration). */
  duration?: number;
  servers: ServerName[];
  /** The targets: `server` reaches `minShare` of the ceiling's req/s with p99 under `maxP99Ms`. */
  target?: { server: ServerName; ceiling: ServerName; minShare: number; maxP99Ms: number };
  /** Scale target: p50 on the `large` catalogue at most `maxP50Ratio` × p50 on the `small` one. */
  scale?: { small: ServerName; large: ServerName; maxP50Ratio: number };
  /**
   * Write scenarios: prepares the server (accounts, play grants) and returns what each request sends.
   * `servers` are the run's servers: a ceiling signs its listeners up through the app.
   */
  plan?: (server: Server, servers: ReadonlyMap<ServerName, Server>, connections: number) => Promise<LoadPlan>;
  /** Absolute target: `server` answers at least `minReqPerSec` with p99 under `maxP99Ms`. */
  throughput?: { server: ServerName; minReqPerSec: number; maxP99Ms: number };
};

/**
 * Each server gets listeners of its own (made through the app, which the ceiling shares its database
 * with), so that both do the same work: the same first reports, the same completions.
 */
async function progressPlan(
  server: Server,
  servers: ReadonlyMap<ServerName, Server>,
  connections: number,
): Promise<LoadPlan> {
  const { listeners, sessions } = await listenersFor(server, servers, connections);
  return progressReports(server.baseUrl, listeners, sessions);
}

/** One signed-in listener per connection, made through app-postgres, and the free sessions. */
export async function listenersFor(
  server: Server,
  servers: ReadonlyMap<ServerName, Server>,
  connections: number,
  /** The app whose database holds them: app-postgres, which the ceiling shares, unless a server has its own. */
  app = servers.get('app-postgres'),
) {
  if (!app?.databaseUrl) throw new Error(`${server.name}: listeners are made through app-postgres`);
  const sessions = await freeSessions(app.baseUrl);
  const listeners = await signInListeners(app.baseUrl, app.databaseUrl, connections, sessions);
  return { listeners, sessions };
}

/** The mixed scenario's plan: the same listeners browse, play, report, read profiles and search. */
export async function mixedPlan(
  server: Server,
  servers: ReadonlyMap<ServerName, Server>,
  connections: number,
): Promise<LoadPlan> {
  const { listeners, sessions } = await listenersFor(server, servers, connections);
  return mixedRequests(server.baseUrl, listeners, sessions);
}

const SCALE = { small: 'browse-1k', large: 'browse-100k', maxP50Ratio: 2 } as const;

export const SCENARIOS: Scenario[] = [
  {
    name: 'featured',
    title: 'Landing page: featured sessions',
    path: '/api/sessions?featured=true&limit=4',
    servers: ['app-postgres', 'app-pglite', 'raw-postgres'],
    target: { server: 'app-postgres', ceiling: 'raw-postgres', minShare: 0.8, maxP99Ms: 20 },
  },
  {
    name: 'progress',
    title:
      'Progress saves: one signed-in listener per connection, +10 s a report, moving on after each session',
    method: 'PUT',
    path: '/api/sessions/:id/progress',
    servers: ['app-postgres', 'raw-postgres'],
    plan: progressPlan,
    target: { server: 'app-postgres', ceiling: 'raw-postgres', minShare: 0.7, maxP99Ms: 100 },
    throughput: { server: 'app-postgres', minReqPerSec: 1_500, maxP99Ms: 100 },
  },
  {
    name: 'mixed',
    title:
      'Mixed, 30 s: catalogue, session detail, Listen, progress, profile and search by signed-in listeners in turn',
    method: 'mixed',
    path: '/api/sessions',
    duration: 30,
    servers: ['app-postgres'],
    plan: mixedPlan,
    // Target: no errors, p99 under 100 ms on this 2-core machine; no req/s target.
    throughput: { server: 'app-postgres', minReqPerSec: 0, maxP99Ms: 100 },
  },
  {
    name: 'search',
    title: 'Sessions page: full-text search, first page',
    path: '/api/sessions?q=sleep&limit=20',
    servers: ['browse-1k', 'browse-100k'],
    scale: SCALE,
  },
  {
    name: 'filtered',
    title: 'Sessions page: free short impulses, most popular first, first page',
    path: '/api/sessions?category=impulse&length=short&premium=false&sort=popular&limit=20',
    servers: ['browse-1k', 'browse-100k'],
    scale: SCALE,
  },
  {
    name: 'journal-search',
    title: 'Journal: one user’s full-text search, first page (their 100 entries among 1,000 or 100,000)',
    path: '/api/journal/entries?q=investors&limit=20',
    servers: ['journal-1k', 'journal-100k'],
    plan: journalSearchPlan,
    // Search scale target: p50 over 100,000 entries (1,000 users) at most 1.5 × p50 over 1,000.
    scale: { small: 'journal-1k', large: 'journal-100k', maxP50Ratio: 1.5 },
  },
  {
    name: 'journal-create',
    title: 'Journal: saving new entries, one signed-in writer per connection',
    method: 'POST',
    path: '/api/journal/entries',
    servers: ['app-postgres'],
    plan: journalCreatePlan,
    // Creation target: at least 1,000 entries a second with p99 under 100 ms on PostgreSQL.
    throughput: { server: 'app-postgres', minReqPerSec: 1_000, maxP99Ms: 100 },
  },
  {
    // Last: it adds 5,000 (premium) sessions to app-postgres's catalogue.
    name: 'me-progress',
    title:
      'Profile: GET /api/me/progress, one listener per connection, each with 5,000 history rows and two years of active days',
    path: '/api/me/progress',
    servers: ['app-postgres'],
    plan: progressReadPlan,
    // Target: p99 under 50 ms on PostgreSQL at 50 connections; no req/s target.
    throughput: { server: 'app-postgres', minReqPerSec: 0, maxP99Ms: 50 },
  },
];

/**
 * The HTTP scenarios named in `only` (all when empty). `extra` names measurements that run.ts makes
 * itself (the play latency in Chromium), accepted here so that a typo is still refused.
 */
export function selectScenarios(only: string[], extra: string[] = []): Scenario[] {
  if (only.length === 0) return SCENARIOS;
  const known = [...SCENARIOS.map((s) => s.name), ...extra];
  const unknown = only.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`Unknown scenario: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return SCENARIOS.filter((s) => only.includes(s.name));
}
