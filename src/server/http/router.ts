import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { validationErrorResponse } from './errors.ts';

/** A module's routes: an OpenAPI router whose validation failures answer 422 naming each field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? undefined : validationErrorResponse(c, result.error)),
  });
}
