import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { landingDocument } from './landing-document.ts';
import { orderShell } from './shell-order.ts';

// What Vite writes into index.html, shortened, after the shell's own reordering (shell-order.ts).
const shell = orderShell(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Founder Flow</title>
    <style>.boot{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-xyz.js">
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root">
      <div class="boot" role="status" aria-label="Loading Founder Flow">
        <svg viewBox="0 0 32 32"><rect width="32" height="32" /></svg>
        <span></span>
      </div>
    </div>
    <noscript>Founder Flow needs JavaScript.</noscript>
  </body>
</html>
`);
const markup =
  '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/><div class="flex"><h1>Feel Lighter.</h1><div>nested</div></div>';

describe('the landing’s document', () => {
  const { html, boot } = landingDocument(shell, markup);
  const at = (text: string) => html.indexOf(text);

  it('holds the prerendered markup in place of the splash, beside an empty, hidden #root', () => {
    expect(html).toContain(
      '<div id="prerendered"><div class="flex"><h1>Feel Lighter.</h1><div>nested</div></div></div>\n    <div id="root" hidden></div>',
    );
    expect(html).not.toContain('class="boot" role="status"');
    expect(at('<noscript>')).toBeGreaterThan(at('<div id="root" hidden>'));
  });

  it('names no script but the boot file, which imports the app’s entry when first needed', () => {
    expect(html).not.toContain('/assets/index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(`<script type="module" crossorigin src="/${boot.file}"></script>`);
    expect(boot.file).toMatch(/^assets\/landing-boot-[\w-]{8}\.js$/);
    expect(boot.source).toContain('const ENTRY = "/assets/index-abc.js";');
    expect(boot.source).toContain('import(ENTRY)');
  });

  it('styles the markup from <head> and moves React’s resource hints there', () => {
    const stylesheet = at('<link rel="stylesheet" crossorigin href="/assets/index-def.css">');
    const hint = at('<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>');
    expect(stylesheet).toBeGreaterThan(at('<meta name="viewport"'));
    expect(stylesheet).toBeLessThan(at('</head>'));
    expect(hint).toBeGreaterThan(stylesheet);
    expect(hint).toBeLessThan(at('</head>'));
    expect(html.match(/index-def\.css/g)).toHaveLength(1);
  });

  it('names its boot file by its content', () => {
    const other = landingDocument(shell.replace('index-abc.js', 'index-new.js'), markup);
    expect(other.boot.file).not.toBe(boot.file);
    expect(landingDocument(shell, markup).boot.file).toBe(boot.file);
  });

  it('refuses a shell it cannot read', () => {
    expect(() => landingDocument(shell.replace(/<script[^>]*><\/script>/, ''), markup)).toThrow(
      /entry script/,
    );
    expect(() => landingDocument(shell.replace('class="boot"', 'class="splash"'), markup)).toThrow(/#root/);
  });
});

describe('the landing’s head', () => {
  it('keeps the cards and the feed link of the real index.html', () => {
    const real = orderShell(fs.readFileSync('index.html', 'utf8'));
    const { html } = landingDocument(real, markup);
    const head = (doc: string) => doc.slice(0, doc.indexOf('</head>'));
    const tags = (doc: string) =>
      head(doc).match(/<meta\s+(?:property="og:|name="twitter:)[^>]*>|<link\s+rel="alternate"[^>]*>/g) ?? [];
    expect(tags(real).length).toBeGreaterThan(10);
    expect(tags(html)).toEqual(tags(real));
    expect(head(html)).toContain(
      '<link rel="alternate" type="application/atom+xml" href="/news/feed.xml" title="Founder Flow news" />',
    );
    expect(head(html)).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('preloads no API answer: the app, which would use it, loads only when first needed', () => {
    const real = orderShell(fs.readFileSync('index.html', 'utf8'));
    const { html } = landingDocument(real, markup);
    expect(real).toContain('href="/api/auth/get-session" as="fetch"');
    expect(html).not.toContain('/api/auth/get-session');
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('The app waits for the auth session');
    // The typeface the markup is set in is still preloaded.
    expect(html).toMatch(/<link\s+rel="preload"[^>]*as="font"/);
  });
});
