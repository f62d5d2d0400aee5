import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { subscribers } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { isEntitled } from '#shared/billing.ts';
import { createSessionLookup } from './session-lookup.ts';

/** Every route declares who may call it. */
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

/** Premium entitlement, decided from what billing stored (the rule is `isEntitled`). */
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

/** The access levels that need a signed-in caller. */
export type SignedInAccess = Exclude<Access, 'public'>;

/** What a guarded handler can rely on: the caller, signed in and allowed. */
export type SignedInEnv = AppEnv & { Variables: { user: CurrentUser } };

/**
 * Lets through only callers the access level allows, and hands the handler the caller as `c.var.user`.
 * `signInReason` says in the words of the action why a visitor must sign in.
 */
export function requireAccess(access: SignedInAccess, signInReason?: string): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await c.var.currentUser();
    if (!user) throw new AppError('unauthorized', signInReason ? { message: signInReason } : {});
    if (access === 'admin' && user.role !== 'admin') throw new AppError('forbidden');
    if (access === 'subscriber' && user.role !== 'admin' && !(await isSubscriber(c.var.deps, user.id))) {
      throw new AppError('premium_required');
    }
    c.set('user', user);
    await next();
  };
}
