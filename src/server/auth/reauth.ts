import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';

/** A sign-in this recent counts as re-authentication for sensitive changes. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Better Auth's own calls that end sessions or move the account's address: its session check alone
 * would let a long-lived (or stolen) session do them. A stale session is refused; the app's own
 * device list (/api/me/sessions) accepts the current password instead.
 */
const SENSITIVE_PATHS = new Set([
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/change-email',
]);

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export async function requireFreshSession(ctx: AuthContext): Promise<void> {
  // Calls from the app's own routes (no request of their own) have settled re-authentication already.
  if (!SENSITIVE_PATHS.has(ctx.path) || !ctx.request) return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // the endpoint itself answers 401
  if (Date.now() - new Date(session.session.createdAt).getTime() >= FRESH_SIGN_IN_MS) {
    throw new APIError('FORBIDDEN', {
      code: 'SESSION_NOT_FRESH',
      message: 'For your security, please sign in again or confirm your password first.',
    });
  }
}
