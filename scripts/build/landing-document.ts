import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PRERENDERED_ID } from '#client/app/prerender/prerendered-landing.ts';
import { FEATURED_LIMIT } from '#shared/constants.ts';
import { ENTRY_SCRIPT, STYLESHEET } from './shell-order.ts';

/** The app's own request for the featured sessions (featured-sessions.ts asks with the same query). */
const FEATURED_URL = `/api/sessions?featured=true&limit=${FEATURED_LIMIT}`;

const MODULEPRELOAD = /[ \t]*<link\s[^>]*rel="modulepreload"[^>]*>\n?/g;
/**
 * The shell's preloads of the app's first API answers (the auth session), each with the comment
 * above it: the landing loads the app only when first needed, so the browser would fetch them for
 * nothing and warn on every visit that a preloaded resource went unused.
 */
const DATA_PRELOAD =
  /(?:[ \t]*<!--(?:(?!-->)[^])*-->\n)?[ \t]*<link\s[^>]*rel="preload"[^>]*as="fetch"[^>]*>\n?/g;
/** The shell's `#root` with the boot splash inside it (index.html): the splash is one `div`. */
const ROOT_WITH_SPLASH = /<div id="root">\s*<div class="boot"[\s\S]*?<\/div>\s*<\/div>/;
/** Resource hints React writes ahead of the markup (the hero image's preload): they belong in `<head>`. */
const LEADING_LINKS = /^(?:<link\s[^>]*\/?>)+/;

/** The boot file's source (landing-boot.js), with the app's entry named in it, and the file it goes in. */
export function landingBoot(entrySrc: string): { file: string; source: string } {
  const template = fs.readFileSync(new URL('./landing-boot.js', import.meta.url), 'utf8');
  const source = template
    .replace("'__ENTRY__'", JSON.stringify(entrySrc))
    .replace("'__FEATURED__'", JSON.stringify(FEATURED_URL));
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { file: `assets/landing-boot-${hash}.js`, source };
}

/**
 * The landing page's document (decision 033), from the built shell (index.html) and the landing's
 * prerendered markup: the markup paints as soon as the stylesheet (now in `<head>`, since the markup
 * needs it) and the typeface are in; the app's bundle is no longer in the document, the boot file
 * loads it when the visitor first needs it, and the app renders into a hidden `#root` until its first
 * page can take the markup's place.
 */
export function landingDocument(
  shell: string,
  markup: string,
): { html: string; boot: ReturnType<typeof landingBoot> } {
  const entry = shell.match(ENTRY_SCRIPT)?.[0];
  const entrySrc = entry?.match(/src="([^"]+)"/)?.[1];
  if (!entry || !entrySrc) throw new Error('the built index.html has no entry script');
  if (!ROOT_WITH_SPLASH.test(shell)) throw new Error('the built index.html has no #root with its splash');
  const boot = landingBoot(entrySrc);
  const hints = markup.match(LEADING_LINKS)?.[0] ?? '';
  const body = markup.slice(hints.length);
  const stylesheets = shell.match(STYLESHEET) ?? [];

  let html = shell.replace(entry, '').replace(MODULEPRELOAD, '').replace(DATA_PRELOAD, '');
  for (const link of stylesheets) html = html.replace(link, '');
  const head = [
    `<script type="module" crossorigin src="/${boot.file}"></script>`,
    ...stylesheets.map((link) => link.trim()),
    ...(hints.match(/<link\s[^>]*\/?>/g) ?? []),
  ];
  html = html
    .replace(/<meta\s+name="viewport"[^>]*>\n/, (viewport) => `${viewport}    ${head.join('\n    ')}\n`)
    .replace(
      ROOT_WITH_SPLASH,
      () => `<div id="${PRERENDERED_ID}">${body}</div>\n    <div id="root" hidden></div>`,
    );
  return { html, boot };
}
