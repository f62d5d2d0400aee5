import { ApiError, fetchApi } from '#client/lib/api-client.ts';
import { field, isString, isStringArray, isTrue } from '#client/lib/json-fields.ts';

/** The field the caller needs from an answer; an answer without it is not one Better Auth sends. */
function required<T>(data: unknown, name: string, is: (value: unknown) => value is T): T {
  const value = field(data, name, is);
  if (value === undefined)
    throw new ApiError('invalid_response', 'The server sent an unexpected response.', 200);
  return value;
}

/**
 * A Better Auth call: its JSON answer, or the `ApiError` of a refusal (Better Auth's own
 * `{ code, message }`, with the wait on 429). A refusal without a message has none: the page words
 * it (`authErrorMessage`).
 */
async function call(path: `/${string}`, init: RequestInit): Promise<unknown> {
  const response = await fetchApi(
    `/auth${path}`,
    {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    },
    { fallbackMessage: () => '' },
  );
  return response.json().catch(() => undefined);
}

const post = (path: `/${string}`, body: Record<string, unknown> = {}) =>
  call(path, { method: 'POST', body: JSON.stringify(body) });

/** One way this account signs in, from Better Auth's list-accounts. */
export type LinkedAccount = { id: string; providerId: string };

function toLinkedAccounts(data: unknown): LinkedAccount[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    const id = field(item, 'id', isString);
    const providerId = field(item, 'providerId', isString);
    return id && providerId ? [{ id, providerId }] : [];
  });
}

/** Better Auth's e-mail and password endpoints, as the /auth page and sign-out use them. */
export const authApi = {
  /** `twoFactorRedirect` when the password was right and a second factor is due (no session yet). */
  signIn: async (body: { email: string; password: string }) => ({
    twoFactorRedirect: field(await post('/sign-in/email', body), 'twoFactorRedirect', isTrue) ?? false,
  }),
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
  enableTwoFactor: async (body: { password: string }) => {
    const data = await post('/two-factor/enable', body);
    return {
      totpURI: required(data, 'totpURI', isString),
      backupCodes: required(data, 'backupCodes', isStringArray),
    };
  },
  disableTwoFactor: (body: { password: string }) => post('/two-factor/disable', body),
  /** Passwordless sign-in: a code by e-mail (existing accounts only; unknown addresses answer alike). */
  sendSignInCode: (body: { email: string }) =>
    post('/email-otp/send-verification-otp', { ...body, type: 'sign-in' }),
  signInWithCode: (body: { email: string; otp: string }) => post('/sign-in/email-otp', body),
  /** Sign-in (or linking) through an identity provider: its page's URL comes back. */
  signInWithProvider: async (body: { provider: string; callbackURL: string; errorCallbackURL: string }) => ({
    url: required(await post('/sign-in/social', { ...body, disableRedirect: true }), 'url', isString),
  }),
  linkProvider: async (body: { provider: string; callbackURL: string; errorCallbackURL: string }) => ({
    url: required(await post('/link-social', { ...body, disableRedirect: true }), 'url', isString),
  }),
  listAccounts: async () => toLinkedAccounts(await call('/list-accounts', { method: 'GET' })),
  unlinkAccount: (body: { accountId: string }) => post('/unlink-account', body),
  /** Needs the current password; every other device is signed out with it. */
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    post('/change-password', { ...body, revokeOtherSessions: true }),
  /** A sign-out the server no longer recognises (401, 403, 404) is still a sign-out. */
  signOut: async () => {
    try {
      await post('/sign-out');
    } catch (error) {
      if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
    }
  },
};
