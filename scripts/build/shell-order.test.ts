import { describe, expect, it } from 'vitest';
import { orderShell } from './shell-order.ts';

// What Vite writes into index.html, shortened: the entry script, its stylesheet, the splash.
const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Founder Flow</title>
    <link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials" />
    <style>.boot{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"><div class="boot"></div></div>
    <noscript>Founder Flow needs JavaScript.</noscript>
  </body>
</html>
`;

describe('the shell’s order', () => {
  const html = orderShell(built);
  const at = (text: string) => html.indexOf(text);

  it('asks for the main bundle first, before the preloads', () => {
    expect(at('<script type="module" crossorigin src="/assets/index-abc.js"></script>')).toBeGreaterThan(
      at('<meta name="viewport"'),
    );
    expect(at('src="/assets/index-abc.js"')).toBeLessThan(at('<title>'));
    expect(at('src="/assets/index-abc.js"')).toBeLessThan(at('rel="preload"'));
  });

  it('links the stylesheet after the splash, once, still in the document', () => {
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(at('rel="stylesheet"')).toBeGreaterThan(at('<div id="root">'));
    expect(at('rel="stylesheet"')).toBeLessThan(at('</body>'));
    expect(html.slice(0, at('</head>'))).not.toContain('stylesheet');
  });

  it('keeps everything else as it was', () => {
    const strip = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/index-abc\.js|index-def\.css/.test(line))
        .join('\n');
    expect(strip(html)).toBe(strip(built));
    expect(orderShell(html)).toBe(html);
  });
});
