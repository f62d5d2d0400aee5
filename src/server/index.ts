import { createApp } from '#server/app.ts';
import { openConfiguredDatabase, prepareDeps } from '#server/bootstrap.ts';
import { loadEnv } from '#server/env.ts';
import { serveApp } from '#server/http/early-answers.ts';
import { jobHandlers } from '#server/jobs/handlers.ts';
import { startJobWorker } from '#server/jobs/job-queue.ts';
import { scheduleReminders } from '#server/modules/progress/index.ts';
import { createLogger, type Logger } from '#server/logger.ts';
import { createLifecycle, type Lifecycle } from '#server/lifecycle.ts';

/**
 * On SIGTERM the server keeps serving this long with /readyz answering 503, so that a load balancer
 * stops sending new requests before the listener closes. SIGINT (a developer's Ctrl-C) skips it.
 */
const DRAIN_MS = 3_000;
/** Connections still open this long after the signal are closed, so the process exits within 10 s. */
const CLOSE_CONNECTIONS_AT_MS = 8_000;
/** The last resort, should closing the database or SMTP pool hang. */
const EXIT_AT_MS = 9_500;

type Server = ReturnType<typeof serveApp>;

function tuneConnections(server: Server, lifecycle: Lifecycle): void {
  // Idle keep-alive connections outlive those of the clients and proxies in front (an AWS load
  // balancer keeps them 60 s): with Node's default 5 s, a client reusing a socket just as the server
  // closed it got ECONNRESET (seen in the browser tests). Headers must still arrive in time.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  // While draining, every answer asks its client to close the connection, so keep-alive clients open
  // their next one elsewhere. First among the listeners: an answer can be written synchronously.
  server.prependListener(
    'request',
    (_request, response: { setHeader(name: string, value: string): void }) => {
      if (lifecycle.state === 'draining') response.setHeader('Connection', 'close');
    },
  );
}

/** On SIGTERM or SIGINT: drain, stop listening, let requests finish, close services, exit. */
function shutDownOnSignals(
  server: Server,
  {
    lifecycle,
    logger,
    closeServices,
  }: { lifecycle: Lifecycle; logger: Logger; closeServices: () => Promise<void> },
): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    lifecycle.state = 'draining';
    const drainMs = signal === 'SIGTERM' ? DRAIN_MS : 0;
    logger.info({ signal, drainMs }, 'shutting down: /readyz answers 503, in-flight requests finish');
    setTimeout(() => {
      // close() stops accepting and calls back once every connection has ended; idle keep-alive
      // connections are closed now, and those whose last request ends later as soon as it does.
      server.close(() => void closeServices());
      if ('closeIdleConnections' in server) {
        server.closeIdleConnections();
        setInterval(() => server.closeIdleConnections(), 100).unref();
      }
    }, drainMs);
    setTimeout(() => {
      logger.warn('requests still in flight at the shutdown deadline; closing their connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, CLOSE_CONNECTIONS_AT_MS).unref();
    setTimeout(() => {
      logger.error('shutdown did not complete; exiting');
      process.exit(1);
    }, EXIT_AT_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Start: env, database, migrations, seed-if-empty, listen, graceful shutdown. */
async function main() {
  const started = performance.now();
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const database = await openConfiguredDatabase(env, logger);
  const deps = await prepareDeps(env, logger, database);
  const lifecycle = (deps.lifecycle ??= createLifecycle());
  const app = createApp(deps);
  const worker = startJobWorker(deps.db, jobHandlers(deps), logger);
  // Each minute, today's reminders whose local time has come are queued; the job id makes it once a
  // day per user, whichever instance gets there first.
  const reminders = setInterval(() => {
    scheduleReminders(deps.db, new Date()).catch((err: unknown) =>
      logger.warn({ err }, 'reminders could not be scheduled'),
    );
  }, 60_000);
  reminders.unref();

  const server = serveApp({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    lifecycle.state = 'ready';
    logger.info(
      {
        url: `http://${env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host}:${info.port}`,
        host: env.host,
        db: database.kind,
        startupMs: Math.round(performance.now() - started),
      },
      'Founder Flow is listening',
    );
  });
  tuneConnections(server, lifecycle);
  shutDownOnSignals(server, {
    lifecycle,
    logger,
    closeServices: async () => {
      clearInterval(reminders);
      await worker.stop();
      await deps.closeServices();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
