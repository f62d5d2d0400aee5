import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { getSessionCookie } from 'better-auth/cookies';
import type { Context, MiddlewareHandler } from 'hono';
import { withPageHints } from '#server/http/page-hints.ts';
import { asPrivatePage, withPageMeta, type SpaPage } from '#server/http/spa-pages.ts';
import { mimeTypeFor } from '#server/integrations/media-store/media-store.ts';

type StaticFile = { body: Buffer; br?: Buffer; gzip?: Buffer; type: string; cacheControl: string };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};

const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|txt|xml|svg)$/;

/** Brotli at quality 9: within a few per cent of 11 at a sixth of the time, so start-up stays quick. */
function compress(body: Buffer) {
  return {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

/** The site-wide card tags whose URL index.html gives from the root (`content="/card.png"`). */
const ROOT_RELATIVE_CARD_URL = /(<meta\s+(?:property="og:image"|name="twitter:image")\s+content=")\/(?!\/)/g;

/**
 * A document with its cards' image URLs made absolute, as unfurlers require: index.html cannot know
 * the public address, which is the server's (APP_URL).
 */
export function withAbsoluteCardUrls(html: string, appUrl: string): string {
  return html.replace(
    ROOT_RELATIVE_CARD_URL,
    (_, start: string) => `${start}${new URL('/', appUrl).toString()}`,
  );
}

/**
 * The built SPA, read once into memory and compressed once (brotli and gzip) at start.
 * Hashed assets are immutable; everything else revalidates. Paths without an extension get
 * index.html (see serveSpa); /api and /media never reach here. The documents' card image URLs are
 * made absolute with `appUrl`.
 */
export function loadStaticFiles(distDir: string, appUrl: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(distDir)) return files;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // Not the build's own records (.vite/manifest.json is read by page-hints.ts, not served).
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const urlPath = '/' + path.relative(distDir, full).split(path.sep).join('/');
        const ext = path.extname(entry.name);
        const read = fs.readFileSync(full);
        const body =
          ext === '.html' ? Buffer.from(withAbsoluteCardUrls(read.toString('utf8'), appUrl)) : read;
        files.set(urlPath, {
          body,
          ...(COMPRESSIBLE.test(entry.name) ? compress(body) : {}),
          type: TYPES[ext] ?? mimeTypeFor(entry.name),
          cacheControl: urlPath.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        });
      }
    }
  };
  walk(distDir);
  return files;
}

/** The body in the best encoding the client accepts, and that encoding (none: the plain body). */
function negotiate(c: Context, file: Pick<StaticFile, 'body' | 'br' | 'gzip'>): [Buffer, string | undefined] {
  const accepts = c.req.header('accept-encoding') ?? '';
  if (file.br && /\bbr\b/.test(accepts)) return [file.br, 'br'];
  if (file.gzip && /\bgzip\b/.test(accepts)) return [file.gzip, 'gzip'];
  return [file.body, undefined];
}

/** A page's index.html compressed once per distinct body; bounded, since a search is free text. */
const PAGE_CACHE_LIMIT = 200;

/** The landing page prerendered for visitors at build time (decision 033), served at `/` only. */
const LANDING_DOCUMENT = '/landing.html';

/**
 * The document for `/`: the prerendered landing for a visitor, the shell for a browser that holds a
 * session cookie (whether the session is still good is the app's question; the shell is right for
 * both, and the prerender shows the visitor's page). Only the cookie's presence is read here.
 */
function landingFor(c: Context, files: Map<string, StaticFile>): StaticFile | undefined {
  if (c.req.path !== '/') return undefined;
  return getSessionCookie(c.req.raw.headers) ? undefined : files.get(LANDING_DOCUMENT);
}

/**
 * The built files, and index.html for the app's pages. `pageFor` says whether a path is a page
 * (200) or not (404, still with index.html, which renders the not-found page), gives a page that
 * shows one session, path or advisor its own title, description and cards, and the `<link>` hints
 * that let the browser fetch the page's chunk and first data alongside the main bundle.
 */
export function serveSpa(
  files: Map<string, StaticFile>,
  pageFor: (pathname: string, search: URLSearchParams) => Promise<SpaPage>,
): MiddlewareHandler {
  const pages = new Map<string, Pick<StaticFile, 'body' | 'br' | 'gzip'>>();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requested = c.req.path;
    // The prerendered landing has one address, `/`.
    const asset = requested === LANDING_DOCUMENT ? undefined : files.get(requested);
    const index =
      path.extname(requested) === '' ? (landingFor(c, files) ?? files.get('/index.html')) : undefined;
    const file = asset ?? index;
    if (!file) return next();
    let status: 200 | 404 = 200;
    let served: Pick<StaticFile, 'body' | 'br' | 'gzip'> = file;
    if (!asset) {
      const page = await pageFor(requested, new URL(c.req.url).searchParams);
      status = page.status;
      const links = page.links ?? [];
      // A page's own cards: compressed per request (a few kilobytes, well under a millisecond).
      if (page.meta) {
        const body = Buffer.from(withPageHints(withPageMeta(file.body.toString('utf8'), page.meta), links));
        served = { body, ...compress(body) };
      } else if (links.length || page.private) {
        const document = file === files.get(LANDING_DOCUMENT) ? 'landing' : 'shell';
        const key = `${document}${page.private ? ' private' : ''}\n${links.join('\n')}`;
        let cached = pages.get(key);
        if (!cached) {
          const html = file.body.toString('utf8');
          const body = Buffer.from(withPageHints(page.private ? asPrivatePage(html) : html, links));
          cached = { body, ...compress(body) };
          if (pages.size >= PAGE_CACHE_LIMIT) pages.clear();
          pages.set(key, cached);
        }
        served = cached;
      }
    }
    const [body, encoding] = negotiate(c, served);
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      // `/` differs with the session cookie (above); caches must not hand a visitor's page to a member.
      Vary: requested === '/' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
      'Content-Length': String(body.length),
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  };
}
