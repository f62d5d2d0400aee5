/**
 * After `vite build`: the landing page's document for visitors (decision 033), written beside the
 * shell as dist/client/landing.html with its boot file in dist/client/assets. The markup is the
 * app's own layout and landing page, rendered through Vite (the same aliases and transforms as the
 * client build) by src/client/app/prerender/landing-markup.tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import type { renderLandingMarkup as RenderLandingMarkup } from '#client/app/prerender/landing-markup.tsx';
import { landingDocument } from './landing-document.ts';

const distDir = path.resolve('dist/client');
const vite = await createServer({
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const { renderLandingMarkup } = (await vite.ssrLoadModule(
    '/src/client/app/prerender/landing-markup.tsx',
  )) as { renderLandingMarkup: typeof RenderLandingMarkup };
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { html, boot } = landingDocument(shell, await renderLandingMarkup());
  fs.writeFileSync(path.join(distDir, boot.file), boot.source);
  fs.writeFileSync(path.join(distDir, 'landing.html'), html);
  console.log(
    `prerendered the landing: dist/client/landing.html (${(html.length / 1024).toFixed(1)} KB), ${boot.file}`,
  );
} finally {
  await vite.close();
}
// Nothing is left to do: whatever a module of the app left scheduled must not hold the build open
// (it once waited out the query cache's ten-minute timers, in every CI run).
process.exit(0);
