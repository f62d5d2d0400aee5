import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The JavaScript the landing route loads before it is interactive: the entry script and every
 * modulepreload in dist/client/index.html, measured gzipped (level 9, as served).
 */
export function landingInitialJs(distDir = 'dist/client') {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(sources)].map((src) => {
    const data = fs.readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { file: src, raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
