import fs from 'node:fs';

/**
 * CPU accounting on Linux (/proc), to tell a slow server from a busy machine: the bench shares
 * the cores with the server, PostgreSQL and whatever else runs here. Elsewhere every reading is null.
 */
const TICK_MS = 10; // USER_HZ is 100 on every Linux the bench targets

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** CPU time of a process so far (all threads, ns precision from schedstat), in ms. */
export function processCpuMs(pid: number): number | null {
  let tids: string[];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  let ns = 0;
  for (const tid of tids) {
    // A thread may end between the listing and the read.
    ns += Number(read(`/proc/${pid}/task/${tid}/schedstat`)?.split(' ')[0] ?? 0);
  }
  return ns / 1e6;
}

/** Busy time of all cores together (everything but idle and iowait), in ms. */
function machineBusyMs(): number | null {
  const line = read('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return null;
  const [user, nice, system, , , irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * TICK_MS;
}

/** CPU time of each PostgreSQL server process (postmaster and backends) by pid, in ms. */
function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = read(`/proc/${pid}/stat`);
    if (!stat?.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    byPid.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * TICK_MS); // utime, stime
  }
  return byPid;
}

/** CPU PostgreSQL used between two readings: processes that ended in between are not counted. */
function postgresDelta(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  // max(0): a pid reused by a new process in between would otherwise subtract.
  for (const [pid, total] of after) ms += Math.max(0, total - (before.get(pid) ?? 0));
  return ms;
}

export type CpuSnapshot = {
  machine: number | null;
  postgres: Map<number, number>;
  bench: number;
  server: number | null;
};

export function snapshot(serverCpuMs: () => number | null): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  return {
    machine: machineBusyMs(),
    postgres: postgresCpuMs(),
    bench: (user + system) / 1000,
    server: serverCpuMs(),
  };
}

export type CpuUse = {
  /** Cores the server under test kept busy on average. */
  server: number;
  /** Cores used by PostgreSQL's processes (every database on the server, not only the bench's). */
  postgres: number;
  /** Cores used by the bench process itself (autocannon). */
  loadGenerator: number;
  /** Cores used by everything else on the machine: outside noise. */
  other: number;
};

export function cpuUse(before: CpuSnapshot, after: CpuSnapshot, wallMs: number): CpuUse | null {
  if (before.machine === null || after.machine === null || before.server === null || after.server === null)
    return null;
  const server = after.server - before.server;
  const postgres = postgresDelta(before.postgres, after.postgres);
  const bench = after.bench - before.bench;
  const other = Math.max(0, after.machine - before.machine - server - postgres - bench);
  return {
    server: server / wallMs,
    postgres: postgres / wallMs,
    loadGenerator: bench / wallMs,
    other: other / wallMs,
  };
}
