import fs from 'node:fs';

/**
 * Where a server's CPU went, from a V8 CPU profile (`node --cpu-prof`): each sample is charged to
 * the first frame, from the leaf up, that belongs to a known part (a middleware, the ORM, the
 * driver, validation, ...), so that Node's own internals (a socket write, a timer) count toward
 * whoever called them: `writev` under node-postgres is a database round trip, under the HTTP
 * response it is the answer.
 */
type Frame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** Parts, first match wins for a frame; a frame matching none passes the sample to its caller. */
const PARTS: [part: string, matches: (frame: Frame) => boolean][] = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['JSON parse/stringify', (f) => f.url === '' && /^(JSON\.)?(stringify|parse)$/.test(f.functionName)],
  ['middleware: security headers', (f) => f.url.includes('/src/server/http/security-headers')],
  ['middleware: request id, access log', (f) => f.url.includes('/src/server/http/access-log')],
  ['middleware: metrics', (f) => f.url.includes('/src/server/metrics') || f.url.includes('/prom-client/')],
  ['middleware: CSRF origin check', (f) => f.url.includes('/src/server/auth/origin-check')],
  ['middleware: body limit', (f) => f.url.includes('body-limit')],
  ['middleware: rate limits', (f) => /rate-limit|fixed-window/.test(f.url)],
  ['session lookup', (f) => /\/src\/server\/auth\/(session-lookup|guards)/.test(f.url)],
  [
    'validation (zod, response contract)',
    (f) =>
      /\/node_modules\/(zod|@hono\/zod-|@asteasolutions)/.test(f.url) || f.url.includes('response-contract'),
  ],
  ['SQL: Drizzle', (f) => f.url.includes('/node_modules/drizzle-orm/')],
  ['SQL: PGlite', (f) => f.url.includes('/node_modules/@electric-sql/')],
  [
    'SQL: node-postgres (protocol, socket, rows)',
    (f) => /\/node_modules\/(pg|pg-[a-z]+|postgres-[a-z]+)\//.test(f.url),
  ],
  ['framework: Hono', (f) => f.url.includes('/node_modules/hono/')],
  ['framework: @hono/node-server', (f) => f.url.includes('/node_modules/@hono/node-server/')],
  [
    'Node HTTP (parse, write)',
    (f) =>
      /^node:_http_(outgoing|server)/.test(f.url) &&
      /^(_send|_writeRaw|end|write|_flushOutput|_flush|writeHead|_storeHeader)$/.test(f.functionName),
  ],
  ['app and ceiling code', (f) => f.url.includes('/src/') || f.url.includes('/scripts/bench/')],
  ['program (V8, native, unattributed)', (f) => f.functionName === '(program)'],
];

const NODE_HTTP = /^node:(_http|internal\/http|http)/;

export type Breakdown = {
  /** CPU busy milliseconds in the window (idle left out). */
  busyMs: number;
  /** Milliseconds per part. */
  parts: Record<string, number>;
};

/** `fromUs`/`toUs`: the window on the monotonic clock (process.hrtime), in µs, as V8 stamps samples. */
export function breakdown(file: string, fromUs: number, toUs: number): Breakdown {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const partOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const frame = byId.get(id)!.callFrame;
    const up = parent.get(id);
    const own = PARTS.find(([, matches]) => matches(frame))?.[0];
    const above = up === undefined ? 'other' : classify(up);
    // Node's HTTP code called by no known part is the server reading requests and answering.
    const part = own ?? (above === 'other' && NODE_HTTP.test(frame.url) ? 'Node HTTP (parse, write)' : above);
    partOf.set(id, part);
    return part;
  };
  const parts: Record<string, number> = {};
  let at = profile.startTime;
  let busyUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const weight = profile.timeDeltas[i + 1] ?? 0;
    if (at < fromUs || at > toUs || weight <= 0) continue;
    const part = classify(profile.samples[i]!);
    if (part === 'idle') continue;
    parts[part] = (parts[part] ?? 0) + weight / 1000;
    busyUs += weight;
  }
  return { busyMs: busyUs / 1000, parts };
}

/** The parts in report order (the order of PARTS), idle left out. */
export const PART_NAMES = [...PARTS.map(([name]) => name).filter((name) => name !== 'idle'), 'other'];
