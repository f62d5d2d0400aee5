import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for the JSON API: a write that carries the session cookie must
 * come from one of our origins. Browsers send `Origin` (and `Sec-Fetch-Site`) on every cross-origin
 * write, so a foreign page is always caught; clients without cookies (bearer tokens, webhooks) and
 * non-browser callers that send no `Origin` are not cookie-CSRF victims and pass.
 */
export function refuseForeignOrigins(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.req.header('cookie')) {
      const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
      const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
      if ((origin !== undefined && !trusted.has(origin)) || (origin === undefined && crossSite)) {
        throw new AppError('forbidden_origin');
      }
    }
    await next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
