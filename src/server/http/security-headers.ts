import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * `mediaOrigin`: where players fetch audio and video from when the app redirects them to presigned
 * storage URLs (decision 029); downloads for offline listening fetch it too, hence connect-src.
 */
function contentSecurityPolicy(mediaOrigin?: string) {
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes are set by React for dynamic values (progress bars, etc.).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `media-src 'self' blob:${media}`,
    `connect-src 'self'${media}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HSTS: [name: string, value: string] = [
  'Strict-Transport-Security',
  'max-age=63072000; includeSubDomains',
];

/** Headers on every response: CSP, nosniff, no framing, a strict referrer policy, HSTS in production. */
export function securityHeaderList(
  isProduction: boolean,
  mediaOrigin?: string,
): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(mediaOrigin)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(isProduction ? [HSTS] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/** The Node response behind a request, when the app runs on @hono/node-server (not in app.request). */
export const nodeResponse = (c: Context) => (c.env as Partial<HttpBindings> | undefined)?.outgoing;

/**
 * Sets the security headers once per request. On Node they go straight onto the outgoing response,
 * which Node merges into the head it writes: setting a dozen headers on the fetch `Headers` of each
 * answer (validated one by one, and forcing @hono/node-server off its fast path for plain answers)
 * was a measurable share of a small API call's CPU (npm run bench, docs/benchmarks.md). Elsewhere
 * (app.request in tests) they are set on the answer itself.
 */
export function securityHeaders(isProduction: boolean, mediaOrigin?: string): MiddlewareHandler {
  const headers = securityHeaderList(isProduction, mediaOrigin);
  return async function securityHeaders(c, next) {
    const outgoing = nodeResponse(c);
    if (outgoing) for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    if (!outgoing) for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
