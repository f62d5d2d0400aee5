/**
 * Writes the API's OpenAPI document, Better Auth's section included, as the app serves it at
 * /api/openapi.json: `tsx scripts/openapi-document.ts <file>`. `npm run lint` lints it with
 * Redocly's recommended rules. No database is read: Better Auth only describes itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createApi } from '#server/api.ts';
import { betterAuthOpenApi } from '#server/auth/auth-openapi.ts';
import { createAuthServices } from '#server/bootstrap.ts';
import { openDatabase } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import { apiDocument } from '#server/http/openapi-document.ts';
import { createLogger } from '#server/logger.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: tsx scripts/openapi-document.ts <output file>');

const env = loadEnv({ ...process.env, NODE_ENV: 'test' });
const database = await openDatabase({ kind: 'pglite' });
try {
  const { auth } = createAuthServices(env, createLogger('silent'), database.db);
  const document = apiDocument(createApi(), env, await betterAuthOpenApi(auth));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
} finally {
  await database.close();
}
