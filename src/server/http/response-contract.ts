import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ZodType } from 'zod';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';

/**
 * In tests, holds every answer of a route to what the route declares: a status it does not list, or a
 * JSON body its schema refuses, becomes a 500 that names the mismatch (and is logged), so an API test
 * cannot pass while the OpenAPI document and the code disagree. Server errors (5xx) are the error
 * handler's and are not declared per route. Outside tests it costs nothing.
 */
export function checkResponseContract(responses: RouteConfig['responses']): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // c.get, not c.var: this runs on every API request, and c.var builds a new object on each read.
    const deps = c.get('deps');
    if (deps.env.nodeEnv !== 'test' || c.res.status >= 500) return;
    const declared = responses[c.res.status] ?? responses[String(c.res.status)];
    const mismatch = declared
      ? await bodyMismatch(c.res, declared)
      : `status ${c.res.status} is not among the declared responses (${Object.keys(responses).join(', ')})`;
    if (!mismatch) return;
    const message = `${c.req.method} ${c.req.path} broke its contract: ${mismatch}`;
    deps.logger.error({ path: c.req.path }, message);
    c.res = undefined;
    c.res = c.json(errorBody('internal_error', message), 500);
  };
}

async function bodyMismatch(
  res: Response,
  declared: RouteConfig['responses'][number],
): Promise<string | null> {
  const media = 'content' in declared ? declared.content?.['application/json'] : undefined;
  const schema = media && 'schema' in media ? media.schema : undefined;
  if (!(schema instanceof ZodType)) return null;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => undefined);
  const result = schema.safeParse(body);
  if (result.success) return null;
  return result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
}
