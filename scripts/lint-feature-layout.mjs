// `npm run lint` (part): every client feature folder keeps the one skeleton, and every file name
// under src/client/features is kebab-case. A feature (src/client/features/<area>/) holds:
//   api/         the key factory, queryOptions and mutations that talk to the API
//   components/  its React components
//   hooks/       its hooks
//   lib/         its pure helpers (no React, no fetching)
//   routes.ts    its lazy routes; `<page>-route.ts` for a page loaded as a chunk of its own
//                (an item page beside its list, so the list does not pay for it)
// and the tests of those files next to them. What else a feature holds today is listed below by
// name; a new entry there is a choice to make on purpose, not by accident.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SKELETON_FOLDERS = new Set(['api', 'components', 'hooks', 'lib']);
const SKELETON_FILE = /^(routes|[a-z0-9]+(-[a-z0-9]+)*-route)(\.test)?\.tsx?$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

/** Entries outside the skeleton that features held when the check was added: area → names. */
export const KNOWN_EXCEPTIONS = {
  accounts: ['auth-forms-loader.ts', 'auth-messages.ts', 'auth-messages.test.ts', 'auth-target.ts', 'forms'],
  admin: ['admin-gate.tsx'],
  journal: ['drafts', 'recorder', 'sign-out.ts'],
  listening: ['completion-store.ts', 'progress', 'sleep-timer.ts', 'sleep-timer.test.ts'],
  offline: ['sign-out.ts'],
  pages: ['contact', 'legal', 'manifest', 'wheel'],
  pitch: ['drafts', 'sign-out.ts'],
  progress: ['celebration'],
};

/** Every file and folder name under `folder`, as paths relative to `base`. */
function walk(folder, base) {
  const names = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    names.push(path.relative(base, full));
    if (entry.isDirectory()) names.push(...walk(full, base));
  }
  return names;
}

/** The problems of the features folder under `root`, one message each (empty when it keeps the layout). */
export function layoutProblems(root, exceptions = KNOWN_EXCEPTIONS) {
  const features = path.join(root, 'src/client/features');
  if (!fs.existsSync(features)) return [];
  const problems = [];
  for (const relative of walk(features, root)) {
    const name = path.basename(relative);
    if (!KEBAB.test(name)) problems.push(`${relative}: file and folder names are kebab-case`);
  }
  for (const area of fs.readdirSync(features, { withFileTypes: true })) {
    if (!area.isDirectory()) {
      problems.push(`src/client/features/${area.name}: only area folders belong here`);
      continue;
    }
    const allowed = new Set(exceptions[area.name] ?? []);
    for (const entry of fs.readdirSync(path.join(features, area.name), { withFileTypes: true })) {
      const fits = entry.isDirectory() ? SKELETON_FOLDERS.has(entry.name) : SKELETON_FILE.test(entry.name);
      if (fits || allowed.has(entry.name)) continue;
      problems.push(
        `src/client/features/${area.name}/${entry.name}: a feature holds api/, components/, hooks/, lib/, ` +
          'routes.ts and <page>-route.ts; put it in one of them',
      );
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = layoutProblems(path.resolve(process.argv[2] ?? '.'));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
