/** Command-line flags of `npm run bench`. */
export type BenchOptions = {
  /** Seconds of measured load per scenario and server. */
  duration: number;
  /** Seconds of load before each measurement, thrown away (JIT, pool, caches). */
  warmup: number;
  connections: number;
  /** Measurements per scenario and server, interleaved across servers; the median one is reported. */
  rounds: number;
  /** Scenario names to run; empty = all. */
  only: string[];
  /** Log level of the app under test: warn (default, the brief's setting) or info (production's). */
  logLevel: 'silent' | 'warn' | 'info';
  /** Admin connection to PostgreSQL; the bench creates and drops its own database there. */
  postgresUrl: string;
  output: string;
};

export const USAGE = `Usage: npm run bench -- [--duration=10] [--warmup=2] [--connections=50] [--rounds=1] [--only=featured,progress,search,filtered,play,play-3g,play-latency,admin-stats,me-progress,pitch]
                        [--log-level=warn|info|silent] [--postgres=postgres://postgres@127.0.0.1:5432/postgres]
                        [--output=.tmp/bench/latest.json]`;

const DEFAULTS: BenchOptions = {
  duration: 10,
  warmup: 2,
  connections: 50,
  rounds: 1,
  only: [],
  logLevel: 'warn',
  postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  output: '.tmp/bench/latest.json',
};

function positiveInt(name: string, text: string, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new Error(`--${name} must be an integer from 0 to ${max}`);
  return n;
}

export function parseOptions(argv: string[]): BenchOptions | 'help' {
  const options = { ...DEFAULTS };
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return 'help';
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match) throw new Error(`Unknown argument: ${arg}\n${USAGE}`);
    const [, name, value] = match as unknown as [string, string, string];
    switch (name) {
      case 'duration':
        options.duration = Math.max(1, positiveInt(name, value, 600));
        break;
      case 'warmup':
        options.warmup = positiveInt(name, value, 60);
        break;
      case 'connections':
        options.connections = Math.max(1, positiveInt(name, value, 1000));
        break;
      case 'rounds':
        options.rounds = Math.max(1, positiveInt(name, value, 20));
        break;
      case 'only':
        options.only = value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        break;
      case 'log-level':
        if (value !== 'silent' && value !== 'warn' && value !== 'info')
          throw new Error('--log-level: silent, warn or info');
        options.logLevel = value;
        break;
      case 'postgres':
        options.postgresUrl = value;
        break;
      case 'output':
        options.output = value;
        break;
      default:
        throw new Error(`Unknown option --${name}\n${USAGE}`);
    }
  }
  return options;
}
