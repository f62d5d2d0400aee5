import { openConfiguredDatabase } from '#server/bootstrap.ts';
import { loadEnv } from '#server/env.ts';

/** `npm run db:migrate`: applies committed migrations. On PGlite it fails clearly while the server runs. */
const env = loadEnv();
try {
  const database = await openConfiguredDatabase(env);
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
