import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageHints, type BuildManifest } from '#server/http/page-hints.ts';
import { defined } from '#shared/testing/defined.ts';

// A tap on Listen on a session page must find the player's code already on the device: in the
// session page's own static imports, and so named by the server's modulepreload hints for that
// page. Read from a real production build's manifest, since the split is the bundler's decision.
const SESSION_PAGE = 'src/client/app/pages/session-page.tsx';
const PLAYER = 'src/client/features/listening/components/player-bar.tsx';

let outDir = '';
let manifest: BuildManifest = {};

/** Every chunk key `key` imports statically (transitively), itself included. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'player-preload-'));
  await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
}, 120_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the player on a session page', () => {
  it('is among the session page chunk’s static imports, not behind a dynamic import', () => {
    expect(staticClosure(SESSION_PAGE)).toContain(PLAYER);
  });

  it('is modulepreloaded, with every chunk it imports, in the session page’s HTML', () => {
    const hints = createPageHints(manifest)('/sessions/any-id', new URLSearchParams()).join('\n');
    const entry = defined(Object.keys(manifest).find((key) => manifest[key]?.isEntry));
    const initial = staticClosure(entry);
    const needed = [...staticClosure(PLAYER)].filter((key) => !initial.has(key));
    expect(needed.length).toBeGreaterThan(0);
    for (const key of needed)
      expect(hints).toContain(
        `<link rel="modulepreload" crossorigin href="/${defined(manifest[key]).file}" />`,
      );
  });

  it('stays out of the landing’s entry file (the landing loads the app only at the first intent)', () => {
    const entry = defined(Object.keys(manifest).find((key) => manifest[key]?.isEntry));
    expect(staticClosure(entry)).not.toContain(PLAYER);
  });
});
