import type * as AuthFormsModule from './forms/index.ts';

type AuthForms = typeof AuthFormsModule;

let loaded: AuthForms | undefined;

/**
 * The /auth page itself is eager, but its forms bring react-hook-form and zod, which the
 * landing page must not pay for. The /auth route's loader awaits this, so the forms are there before
 * the page renders: no spinner, no layout shift.
 */
export async function loadAuthForms(): Promise<AuthForms> {
  loaded ??= await import('./forms/index.ts');
  return loaded;
}

export function authForms(): AuthForms {
  if (!loaded) throw new Error('The /auth route loader loads the forms before the page renders.');
  return loaded;
}
