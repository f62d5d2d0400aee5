import { safeRedirect } from '#shared/redirect.ts';

/** `navigate('/auth', { state: { from } })` may carry the page the visitor came from. */
function previousLocation(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname, search = '', hash = '' } = from as { pathname: string; search?: string; hash?: string };
    return `${pathname}${search}${hash}`;
  }
  return null;
}

/** The `redirect` parameter, else the previous location, else /profile; same-origin paths only. */
export function authTarget(redirectParam: string | null, state: unknown): string {
  return safeRedirect(redirectParam ?? previousLocation(state));
}

/** Where the confirmation link lands: /auth again, keeping the target for the sign-in that follows. */
export function confirmationCallback(target: string): string {
  return `/auth?confirmed=true&redirect=${encodeURIComponent(target)}`;
}

export const RESET_CALLBACK = '/auth?reset_password=true';
