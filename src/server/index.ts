import { serve } from '@hono/node-server';
import { createApp } from '#server/app.ts';
import { openConfiguredDatabase, prepareDeps } from '#server/bootstrap.ts';
import { loadEnv } from '#server/env.ts';
import { createLogger } from '#server/logger.ts';

/** Start: env, database, migrations, seed-if-empty, listen, graceful shutdown. */
async function main() {
  const started = performance.now();
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const database = await openConfiguredDatabase(env, logger);
  const deps = await prepareDeps(env, logger, database);
  const app = createApp(deps);

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    logger.info(
      {
        url: `http://localhost:${info.port}`,
        db: database.kind,
        startupMs: Math.round(performance.now() - started),
      },
      'Founder Flow is listening',
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting and calls back once in-flight requests have finished.
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish within 10 s; closing connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    const closeServices = async () => {
      await deps.closeServices();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    };
    server.close(() => void closeServices());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
