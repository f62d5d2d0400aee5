import type { Plugin } from 'vite';

export const STYLESHEET = /[ \t]*<link\s[^>]*rel="stylesheet"[^>]*>\n?/g;
export const ENTRY_SCRIPT = /[ \t]*<script\s[^>]*type="module"[^>]*src="[^"]+"[^>]*><\/script>\n?/;
const VIEWPORT = /<meta\s+name="viewport"[^>]*>\n/;

/**
 * The built index.html in the order that lets the first paint come soonest (decision 032):
 * - the entry script first in `<head>`, right after the viewport, so the browser asks for the main
 *   bundle, the largest thing every page waits for, before the preloads that follow it;
 * - the stylesheet at the end of `<body>`, after the boot splash. In `<head>` it held back the
 *   first paint, and on a slow link it arrives with the main bundle, so the splash (styled inline)
 *   showed no sooner than the app. At the end of `<body>` it holds back nothing above it, and the
 *   app still never renders unstyled: module scripts run only once every stylesheet the parser met
 *   has loaded (HTML's "style sheet that is blocking scripts"), and React renders from them.
 */
export function orderShell(html: string): string {
  let out = html;
  const script = out.match(ENTRY_SCRIPT)?.[0];
  if (script && VIEWPORT.test(out)) {
    out = out.replace(script, '').replace(VIEWPORT, (viewport) => `${viewport}    ${script.trim()}\n`);
  }
  const links = out.match(STYLESHEET) ?? [];
  for (const link of links) out = out.replace(link, '');
  const tags = links.map((link) => `    ${link.trim()}\n`).join('');
  return out.replace(/([ \t]*)<\/body>/, (_, indent: string) => `${tags}${indent}</body>`);
}

export function shellOrder(): Plugin {
  return {
    name: 'founder-flow:shell-order',
    apply: 'build',
    // After Vite has injected the entry's script, modulepreloads and stylesheet.
    transformIndexHtml: { order: 'post', handler: orderShell },
  };
}
