import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type JsFile = { file: string; raw: number; gzip: number };

function measure(distDir: string, sources: string[]): { files: JsFile[]; totalGzip: number } {
  const files = [...new Set(sources)].map((src) => {
    const data = fs.readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { file: src, raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** The module scripts and modulepreloads a document names: what the browser asks for as it reads it. */
function scriptsOf(html: string): string[] {
  return [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
}

/**
 * The JavaScript of the landing page, measured gzipped (level 9, as served). `initial` is what the
 * document itself names, all the browser fetches before the page has painted: for the prerendered
 * landing (dist/client/landing.html, decision 033) its boot file; for a build without it, the
 * shell's entry and modulepreloads. `afterFirstPaint` is what the boot file imports when the visitor
 * first shows intent (scripts/build/landing-boot.js): the app.
 */
export function landingInitialJs(distDir = 'dist/client') {
  const landing = path.join(distDir, 'landing.html');
  const prerendered = fs.existsSync(landing);
  const html = fs.readFileSync(prerendered ? landing : path.join(distDir, 'index.html'), 'utf8');
  const initial = scriptsOf(html);
  const imported = prerendered
    ? initial.flatMap((src) =>
        [
          ...fs
            .readFileSync(path.join(distDir, src.replace(/^\//, '')), 'utf8')
            .matchAll(/const ENTRY = "([^"]+)"/g),
        ].map((m) => m[1]!),
      )
    : [];
  return { prerendered, ...measure(distDir, initial), afterFirstPaint: measure(distDir, imported) };
}
