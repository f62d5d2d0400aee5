// Decides whether the client build is older than its sources, so `npm start` builds only when needed.
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src/client',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build',
  'package-lock.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function clientBuildIsStale(distIndex = 'dist/client/index.html') {
  if (!fs.existsSync(distIndex)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}
