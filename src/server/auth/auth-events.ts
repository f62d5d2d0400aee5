import type { Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { logSecurityEvent } from '#server/http/security-events.ts';

const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/email-otp']);
const SECOND_STEP_PREFIX = '/api/auth/two-factor/verify-';

/** Whether the outcome of this auth request is a security event whose request body must be read. */
export const isSignInAttempt = (path: string) =>
  SIGN_IN_PATHS.has(path) || path.startsWith(SECOND_STEP_PREFIX);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A JSON body's object, or an empty one: a body that is not JSON was refused before it mattered. */
async function jsonObject(source: Request | Response | null): Promise<Record<string, unknown>> {
  if (!source) return {};
  const data: unknown = await source.json().catch(() => null);
  return isRecord(data) ? data : {};
}

/**
 * Logs what an auth exchange means for security: sign-ins that succeeded (the user id), that failed
 * (a hash of the address tried), that now wait for a second step, second steps that passed or
 * failed, and every rate-limit refusal. `attempt` is a copy of the request, taken only for
 * sign-in attempts; the answer is read from a copy too, so the caller still has it whole.
 */
export async function recordAuthOutcome(c: Context<AppEnv>, attempt: Request | null, response: Response) {
  if (response.status === 429) {
    logSecurityEvent(c, 'rate_limited', { status: 429 });
    return;
  }
  if (!attempt) return;
  const secondStep = c.req.path.startsWith(SECOND_STEP_PREFIX);
  if (!response.ok) {
    const email = (await jsonObject(attempt)).email;
    logSecurityEvent(c, secondStep ? 'two_factor_failed' : 'sign_in_failed', {
      status: response.status,
      ...(typeof email === 'string' ? { address: email } : {}),
    });
    return;
  }
  const answer = await jsonObject(response.clone());
  const user = isRecord(answer.user) ? answer.user : {};
  const userId = typeof user.id === 'string' ? user.id : undefined;
  if (answer.twoFactorRedirect === true) {
    const email = (await jsonObject(attempt)).email;
    logSecurityEvent(c, 'second_step_required', typeof email === 'string' ? { address: email } : {});
    return;
  }
  logSecurityEvent(c, secondStep ? 'two_factor_succeeded' : 'sign_in_succeeded', userId ? { userId } : {});
}
