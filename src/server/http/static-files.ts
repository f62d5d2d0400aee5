import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
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

/**
 * The built SPA, read once into memory and compressed once (brotli and gzip) at start.
 * Hashed assets are immutable; everything else revalidates. Unknown paths without an extension get
 * index.html (client routes); /api and /media never reach here.
 */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(distDir)) return files;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const urlPath = '/' + path.relative(distDir, full).split(path.sep).join('/');
        const ext = path.extname(entry.name);
        const body = fs.readFileSync(full);
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

export function serveSpa(files: Map<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requested = c.req.path;
    const file =
      files.get(requested) ?? (path.extname(requested) === '' ? files.get('/index.html') : undefined);
    if (!file) return next();
    const accepts = c.req.header('accept-encoding') ?? '';
    const [body, encoding] =
      file.br && /\bbr\b/.test(accepts)
        ? [file.br, 'br']
        : file.gzip && /\bgzip\b/.test(accepts)
          ? [file.gzip, 'gzip']
          : [file.body, undefined];
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      Vary: 'Accept-Encoding',
      'Content-Length': String(body.length),
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
