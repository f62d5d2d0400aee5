import { env } from '#client/lib/env.ts';

/** A refused or failed Better Auth call: its `{ code, message }`, the status and, on 429, the wait. */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

async function post<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/api/auth${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthError(
      'network_error',
      'Unable to reach the server. Check your connection and try again.',
      0,
    );
  }
  const data = (await response.json().catch(() => undefined)) as
    { code?: unknown; message?: unknown } | undefined;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new AuthError(
      typeof data?.code === 'string' ? data.code : `http_${response.status}`,
      typeof data?.message === 'string' ? data.message : '',
      response.status,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return data as T;
}

/** Better Auth's e-mail and password endpoints (DESIGN §5), as the /auth page and sign-out use them. */
export const authApi = {
  /** `twoFactorRedirect` when the password was right and a second factor is due (no session yet). */
  signIn: (body: { email: string; password: string }) =>
    post<{ twoFactorRedirect?: boolean }>('/sign-in/email', body),
  signUp: (body: { name: string; email: string; password: string; callbackURL: string }) =>
    post('/sign-up/email', body),
  requestPasswordReset: (body: { email: string; redirectTo: string }) =>
    post('/request-password-reset', body),
  resetPassword: (body: { token: string; newPassword: string }) => post('/reset-password', body),
  sendVerificationEmail: (body: { email: string; callbackURL: string }) =>
    post('/send-verification-email', body),
  /** The second step of a sign-in, or the code that confirms an authenticator being enrolled. */
  verifyTotp: (body: { code: string; trustDevice?: boolean }) => post('/two-factor/verify-totp', body),
  verifyBackupCode: (body: { code: string; trustDevice?: boolean }) =>
    post('/two-factor/verify-backup-code', body),
  sendTwoFactorEmail: () => post('/two-factor/send-otp'),
  verifyTwoFactorEmail: (body: { code: string; trustDevice?: boolean }) =>
    post('/two-factor/verify-otp', body),
  enableTwoFactor: (body: { password: string }) =>
    post<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', body),
  disableTwoFactor: (body: { password: string }) => post('/two-factor/disable', body),
  /** Passwordless sign-in: a code by e-mail (existing accounts only; unknown addresses answer alike). */
  sendSignInCode: (body: { email: string }) =>
    post('/email-otp/send-verification-otp', { ...body, type: 'sign-in' }),
  signInWithCode: (body: { email: string; otp: string }) => post('/sign-in/email-otp', body),
  /** Sign-in (or linking) through an identity provider: its page's URL comes back. */
  signInWithProvider: (body: { provider: string; callbackURL: string; errorCallbackURL: string }) =>
    post<{ url: string }>('/sign-in/social', { ...body, disableRedirect: true }),
  linkProvider: (body: { provider: string; callbackURL: string; errorCallbackURL: string }) =>
    post<{ url: string }>('/link-social', { ...body, disableRedirect: true }),
  unlinkAccount: (body: { accountId: string }) => post('/unlink-account', body),
  /** Needs the current password; every other device is signed out with it. */
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    post('/change-password', { ...body, revokeOtherSessions: true }),
  /** Spec §8: a sign-out the server no longer recognises (401, 403, 404) is still a sign-out. */
  signOut: async () => {
    try {
      await post('/sign-out');
    } catch (error) {
      if (!(error instanceof AuthError && [401, 403, 404].includes(error.status))) throw error;
    }
  },
};
