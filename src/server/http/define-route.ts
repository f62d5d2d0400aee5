import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireAccess, type Access, type SignedInAccess } from '#server/auth/guards.ts';
import { operationIdFor, securityFor } from './openapi-operations.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';
import { errors } from './openapi-responses.ts';
import { checkResponseContract } from './response-contract.ts';

type RouteShape = Omit<RouteConfig, 'middleware'>;
type ResponseCheck = ReturnType<typeof checkResponseContract>;
type AccessGuard = ReturnType<typeof requireAccess>;

/**
 * createRoute plus a declared access level. The level is written into the OpenAPI document as
 * `x-access` and as the operation's `security` (the route inventory test checks every route has
 * one), beside an `operationId` made from the method and path. For `user`, `subscriber` and
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
  const checked = checkResponseContract(config.responses);
  const contract = takesInput(config) ? checked : refusingQueries(checked);
  if (access === 'public') return withMiddleware<RouteShape, [ResponseCheck]>(config, [contract], access);
  const guard = requireAccess(access, options.signInReason);
  return withMiddleware<RouteShape, [ResponseCheck, AccessGuard]>(config, [contract, guard], access);
}

/**
 * The errors every route of a kind can answer, declared once here rather than on each route: 401
 * (and 403) from the guard, 422 from input validation (or a query string sent to a route that takes
 * none), 400 for a body that is not JSON, 413 for one over the limit (limitRequestBodies, before the
 * route), 415 for one sent as another media type.
 */
function implicitErrors(access: Access, config: RouteShape): RouteConfig['responses'] {
  return {
    ...(config.request?.body ? { 400: errors[400], 413: errors[413], 415: errors[415] } : {}),
    ...(access !== 'public' ? { 401: errors[401] } : {}),
    ...(access === 'subscriber' || access === 'admin' ? { 403: errors[403] } : {}),
    422: errors[422],
  };
}

const takesInput = ({ request }: RouteShape) => Boolean(request?.body || request?.params || request?.query);

/**
 * A route that takes no input refuses a query string rather than ignoring it: `?limit=5` on a list
 * that has no limit is a caller's mistake they should hear about (422 naming the parameters).
 */
function refusingQueries(contract: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    contract(c, async () => {
      const names = Object.keys(c.req.queries());
      if (names.length === 0) return next();
      const issues = names.map((field) => ({ field, message: 'This operation takes no query parameters' }));
      c.res = c.json(errorBody('validation_failed', `Invalid value for: ${names.join(', ')}`, issues), 422);
    });
}

function withMiddleware<R extends RouteShape, M extends RouteConfig['middleware']>(
  config: R,
  middleware: M,
  access: Access,
) {
  return createRoute({
    operationId: operationIdFor(config.method, config.path),
    security: securityFor(access),
    ...config,
    middleware,
    'x-access': access,
  });
}
