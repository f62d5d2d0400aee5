import type { RouteConfig } from '@hono/zod-openapi';
import type { Access } from '#server/auth/guards.ts';

/**
 * How a caller proves who they are, as the OpenAPI document names it. A browser carries the session
 * cookie Better Auth sets at sign-in (`__Secure-` prefixed over HTTPS); an API client sends the
 * signed session token from the sign-in's `set-auth-token` header as a bearer token.
 */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie set by signing in (named `__Secure-better-auth.session_token` over HTTPS). Cookie-carrying writes must also send the app’s own `Origin`.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The signed session token from the `set-auth-token` header of a sign-in answer, for API clients without cookies.',
  },
} as const;

/** Who may call an operation, as the reference page says it. */
export const ACCESS_LABELS: Record<Access, string> = {
  public: 'Anyone',
  user: 'Signed-in users',
  subscriber: 'Premium subscribers',
  admin: 'Admins',
};

/**
 * The security an operation declares: none for a public one (it may still read a session if one is
 * sent), and either way of being signed in for every other level; the level itself is `x-access`.
 */
export function securityFor(access: Access): NonNullable<RouteConfig['security']> {
  return access === 'public' ? [] : [{ sessionCookie: [] }, { bearerToken: [] }];
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalise)
    .join('');

/**
 * A stable camelCase operationId made from the method and the path, so it never drifts from the
 * route and two routes can never share one: `GET /sessions/{id}/transcript` is
 * `getSessionsByIdTranscript`, `PUT /me/preferences` is `putMePreferences`.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[{:](\w+)\}?$/.exec(segment)?.[1];
      return param ? `By${capitalise(param)}` : camelWords(segment);
    });
  return method.toLowerCase() + words.join('');
}
