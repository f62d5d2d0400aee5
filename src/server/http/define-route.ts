import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { requireAccess, type Access, type SignedInAccess } from '#server/auth/guards.ts';
import { errors } from './openapi-responses.ts';
import { checkResponseContract } from './response-contract.ts';

type RouteShape = Omit<RouteConfig, 'middleware'>;
type ResponseCheck = ReturnType<typeof checkResponseContract>;
type AccessGuard = ReturnType<typeof requireAccess>;

/**
 * createRoute plus a declared access level. The level is written into the OpenAPI document as
 * `x-access` (the route inventory test checks every route has one). For `user`, `subscriber` and
 * `admin` routes the guard runs before validation and hands the handler the caller as `c.var.user`,
 * never null; public routes read the caller, if any, with `await c.var.currentUser()`.
 * In tests every answer is checked against the responses declared here.
 */
export function defineRoute<const R extends RouteShape>(
  access: 'public',
  config: R,
): ReturnType<typeof withMiddleware<R, [ResponseCheck]>>;
export function defineRoute<const R extends RouteShape>(
  access: SignedInAccess,
  config: R,
  options?: { signInReason?: string },
): ReturnType<typeof withMiddleware<R, [ResponseCheck, AccessGuard]>>;
export function defineRoute(access: Access, config: RouteShape, options: { signInReason?: string } = {}) {
  config = { ...config, responses: { ...implicitErrors(access, config), ...config.responses } };
  const contract = checkResponseContract(config.responses);
  if (access === 'public') return withMiddleware<RouteShape, [ResponseCheck]>(config, [contract], access);
  const guard = requireAccess(access, options.signInReason);
  return withMiddleware<RouteShape, [ResponseCheck, AccessGuard]>(config, [contract, guard], access);
}

/**
 * The errors every route of a kind can answer, declared once here rather than on each route: 401
 * (and 403) from the guard, 422 from input validation, 400 for a body that is not JSON, 413 for one
 * over the limit (limitRequestBodies, before the route), 415 for one sent as another media type.
 */
function implicitErrors(access: Access, config: RouteShape): RouteConfig['responses'] {
  const { request } = config;
  return {
    ...(request?.body ? { 400: errors[400], 413: errors[413], 415: errors[415] } : {}),
    ...(access !== 'public' ? { 401: errors[401] } : {}),
    ...(access === 'subscriber' || access === 'admin' ? { 403: errors[403] } : {}),
    ...(request?.body || request?.params || request?.query ? { 422: errors[422] } : {}),
  };
}

function withMiddleware<R extends RouteShape, M extends RouteConfig['middleware']>(
  config: R,
  middleware: M,
  access: Access,
) {
  return createRoute({ ...config, middleware, 'x-access': access });
}
