import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

interface ServiceWorkerOptions {
  /** The worker's source, built into `sw.js` at the root of the output. */
  entry: string;
  /** Built files (paths relative to the output) the worker precaches. */
  include: RegExp;
  exclude: RegExp;
}

export interface PrecacheEntry {
  url: string;
  /** null for hashed assets, whose name changes with their content; a content hash otherwise. */
  revision: string | null;
}

const HASHED = /^assets\//;

/** Every built file the worker should hold, in a stable order, with Workbox's revision info. */
export function precacheList(outDir: string, { include, exclude }: Omit<ServiceWorkerOptions, 'entry'>) {
  const entries: PrecacheEntry[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const url = path.relative(outDir, full).split(path.sep).join('/');
      if (!include.test(url) || exclude.test(url)) continue;
      const revision = HASHED.test(url)
        ? null
        : createHash('md5').update(fs.readFileSync(full)).digest('hex');
      entries.push({ url: `/${url}`, revision });
    }
  };
  walk(outDir);
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * Builds the service worker after the app (Workbox's runtime modules, bundled by Vite like the
 * app), with the precache list of what the app build wrote. Done here rather than with
 * vite-plugin-pwa, whose workbox-build pulls in Rollup's native binaries, which the lockfile can
 * only hold for this machine's platform (docs/decisions/024-offline-and-player.md).
 */
export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'founder-flow:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const precache = precacheList(outDir, options);
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PRECACHE_MANIFEST__: JSON.stringify(precache),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: {
            input: path.resolve(config.root, options.entry),
            output: { entryFileNames: 'sw.js', format: 'es' },
          },
        },
      });
      const bytes = precache.reduce((sum, entry) => sum + fs.statSync(path.join(outDir, entry.url)).size, 0);
      // The worker bundles the app's list of pages (its navigation allowlist): this shows when the
      // list starts pulling more code in with it.
      const workerBytes = fs.statSync(path.join(outDir, 'sw.js')).size;
      config.logger.info(
        `service worker: sw.js ${(workerBytes / 1024).toFixed(1)} KiB, precache of ${precache.length} files, ${(bytes / 1024).toFixed(0)} KiB`,
      );
    },
  };
}
