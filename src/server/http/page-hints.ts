import fs from 'node:fs';
import path from 'node:path';
import { matchAppRoute, type AppRoute } from '#shared/app-routes.ts';
import { firstDataRequest } from '#shared/page-data.ts';

/**
 * Hints in the HTML of a page of the SPA, so the browser fetches what the page needs alongside the
 * main bundle instead of one after the other (main bundle, then the route's lazy chunk, then its
 * data): `<link rel="modulepreload">` for the route's own chunks, read from Vite's build manifest,
 * and `<link rel="preload" as="fetch">` for the page's first API request, the very URL the client
 * asks for (src/shared/page-data.ts), with the same credentials mode, so its answer is reused.
 * Decision 032.
 */

/** An entry of Vite's `.vite/manifest.json` (only what is read here). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The modules each page's `lazy()` imports in src/client/app/router.tsx (a test holds the two
 * together). Pages a visitor is sent away from (journal, profile, admin, pitch) have none: their
 * chunk would be fetched for nothing.
 */
export const ROUTE_MODULES: Partial<Record<AppRoute, readonly string[]>> = {
  '/sessions': ['src/client/features/browse/routes.ts'],
  '/sessions/:id': ['src/client/app/pages/session-page.tsx'],
  '/paths/:id': ['src/client/features/browse/routes.ts'],
  '/advisors': ['src/client/features/browse/routes.ts'],
  '/advisors/:id': ['src/client/features/browse/routes.ts'],
  '/coaches': ['src/client/features/browse/routes.ts'],
  '/coaches/:id': ['src/client/features/browse/routes.ts'],
  '/library': ['src/client/features/library/routes.ts'],
  '/library/:id': ['src/client/features/library/resource-route.ts'],
  '/news': ['src/client/features/news/routes.ts'],
  '/news/:id': ['src/client/features/news/post-route.ts'],
  '/terms': ['src/client/features/pages/routes.ts'],
  '/privacy': ['src/client/features/pages/routes.ts'],
  '/contact': ['src/client/features/pages/routes.ts'],
  '/manifest': ['src/client/features/pages/routes.ts'],
  '/wheel-of-life': ['src/client/features/pages/routes.ts'],
};

/** The build's manifest, or null when there is none (no build, or one made without it): no hints then. */
export function loadBuildManifest(distDir: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** Every chunk key a chunk loads before it runs (its static imports, transitively), itself included. */
function withImports(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

const attribute = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The hints for one address: `pageHints(pathname, search)` gives the `<link>` tags to add to the
 * page's `<head>` (none for a path that is no page, or a page without a lazy chunk). The chunks the
 * entry already loads (index.html modulepreloads them) are left out.
 */
export function createPageHints(manifest: BuildManifest | null) {
  const entries = Object.keys(manifest ?? {}).filter((key) => manifest?.[key]?.isEntry);
  const initial = new Set<string>();
  if (manifest) for (const entry of entries) withImports(manifest, entry, initial);
  const chunksByRoute = new Map<AppRoute, string[]>();
  for (const [route, modules] of Object.entries(ROUTE_MODULES) as [AppRoute, readonly string[]][]) {
    const keys = new Set<string>();
    for (const module of modules) if (manifest?.[module]) withImports(manifest, module, keys);
    const files = [...keys]
      .filter((key) => !initial.has(key))
      .flatMap((key) => {
        const chunk = manifest?.[key];
        return chunk ? [`/${chunk.file}`] : [];
      });
    if (files.length) chunksByRoute.set(route, files);
  }

  return (pathname: string, search: URLSearchParams): string[] => {
    const match = matchAppRoute(pathname);
    if (!match) return [];
    const links: string[] = [];
    const data = firstDataRequest(pathname, search);
    if (data) {
      // `crossorigin="use-credentials"` is fetch()'s mode with `credentials: 'include'`, as the API
      // client asks: a preload in another mode would not be matched, only fetched twice.
      links.push(`<link rel="preload" href="${attribute(data)}" as="fetch" crossorigin="use-credentials" />`);
    }
    // The entry's own modulepreloads carry `crossorigin`; these must match them to be reused.
    for (const file of chunksByRoute.get(match.route) ?? [])
      links.push(`<link rel="modulepreload" crossorigin href="${attribute(file)}" />`);
    return links;
  };
}

/** index.html with the hints just before `</head>`, after the entry's own script and stylesheet. */
export function withPageHints(html: string, links: readonly string[]): string {
  if (!links.length) return html;
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
