import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { subscribers } from '#server/db/schema/index.ts';
import type { AppDeps, AppEnv, CurrentUser } from '#server/http/app-env.ts';
import { AppError } from '#server/http/errors.ts';
import { isEntitled } from '#shared/billing.ts';
import { createSessionLookup } from './session-lookup.ts';

/** DESIGN §4.8: every route declares who may call it. */
export const ACCESS_LEVELS = ['public', 'user', 'subscriber', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** Middleware that puts a lazy, memoised current-user lookup on the context. */
export function sessionResolver(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const lookup = createSessionLookup(deps.db, deps.auth, deps.env.authSecret);
  return async (c, next) => {
    let pending: Promise<CurrentUser | null> | undefined;
    c.set('currentUser', () => (pending ??= lookup(c.req.raw.headers)));
    await next();
  };
}

/** Premium entitlement, decided from what billing stored (DESIGN §6; the rule is `isEntitled`). */
export async function isSubscriber(deps: AppDeps, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({
      status: subscribers.status,
      currentPeriodEnd: subscribers.currentPeriodEnd,
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
    })
    .from(subscribers)
    .where(eq(subscribers.userId, userId))
    .limit(1);
  return row ? isEntitled(row) : false;
}

/** `signInMessage` lets a route say in its own words why a visitor must sign in (spec §5). */
export function requireAccess(
  access: Access,
  signInMessage = 'Authentication required',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access !== 'public') {
      const user = await c.var.currentUser();
      if (!user) throw new AppError(401, 'unauthorized', signInMessage);
      if (access === 'admin' && user.role !== 'admin') {
        throw new AppError(403, 'forbidden', 'This area is for administrators.');
      }
      if (access === 'subscriber' && user.role !== 'admin' && !(await isSubscriber(c.var.deps, user.id))) {
        throw new AppError(403, 'premium_required', 'This session requires a subscription to access.');
      }
    }
    await next();
  };
}
