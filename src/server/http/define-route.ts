import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { requireAccess, type Access } from '#server/auth/guards.ts';

/**
 * createRoute plus a declared access level: the guard runs before validation and the level is
 * written into the OpenAPI document as `x-access`, where the route-inventory test checks it.
 */
export function defineRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  access: Access,
  config: R,
  options: { signInMessage?: string } = {},
) {
  return createRoute({
    ...config,
    middleware: [requireAccess(access, options.signInMessage)] as const,
    'x-access': access,
  });
}
