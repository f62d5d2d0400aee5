import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/build/service-worker.ts';
import { shellOrder } from './scripts/build/shell-order.ts';

// In development the API (Hono + Better Auth) runs on :3000 and Vite on :5173; in production the
// API process serves the built SPA itself, so these paths only need proxying here.
const API_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/media', '/dev'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The main bundle requested first, the splash painted without waiting for the stylesheet (032).
    shellOrder(),
    // The service worker (src/client/sw/sw.ts, docs/decisions/024-offline-and-player.md): the
    // shell, every hashed asset, icons and the manifest; screenshots are for install sheets only.
    serviceWorker({
      entry: 'src/client/sw/sw.ts',
      include: /\.(html|js|css|svg|png|woff2|webmanifest)$/,
      exclude: /^(sw\.js|screenshots\/)/,
    }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The entry (React, React Router, TanStack Query, the shell and the landing page's first half, in
    // one file: see codeSplitting) is ≈ 440 KB minified; warn when it grows noticeably, since it is
    // the landing route's initial JS.
    chunkSizeWarningLimit: 460,
    // .vite/manifest.json: the server reads it to hint each page's own chunks (src/server/http/page-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in the entry's own file: a dozen 1–11 KB chunks
          // the first page waited for one request each (decision 032).
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
