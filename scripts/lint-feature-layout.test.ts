import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureTrees, scriptExitCode } from './lib/fixture-tree.ts';
import { layoutProblems } from './lint-feature-layout.mjs';

const script = path.resolve(import.meta.dirname, 'lint-feature-layout.mjs');
const trees = fixtureTrees('feature-layout-');

/** A throwaway project root holding the given files (each with a line of text). */
const fixture = (files: string[]) =>
  trees.write(Object.fromEntries(files.map((name) => [name, 'export {};\n'])));
const exitCode = (root: string) => scriptExitCode(script, root);

afterEach(() => trees.removeAll());

const SKELETON = [
  'src/client/features/news/api/news.ts',
  'src/client/features/news/components/news-list.tsx',
  'src/client/features/news/components/news-list.test.tsx',
  'src/client/features/news/hooks/use-news-page.ts',
  'src/client/features/news/lib/excerpt.ts',
  'src/client/features/news/routes.ts',
  'src/client/features/news/post-route.ts',
];

describe('lint-feature-layout', () => {
  it('passes a feature that keeps the skeleton', async () => {
    const root = await fixture(SKELETON);
    expect(layoutProblems(root, {})).toEqual([]);
    expect(await exitCode(root)).toBe(0);
  });

  it('fails on a file or folder outside the skeleton, and names it', async () => {
    const root = await fixture([
      ...SKELETON,
      'src/client/features/news/news-store.ts',
      'src/client/features/news/widgets/card.tsx',
    ]);
    expect(layoutProblems(root, {})).toEqual([
      expect.stringMatching(/^src\/client\/features\/news\/news-store\.ts: a feature holds/),
      expect.stringMatching(/^src\/client\/features\/news\/widgets: a feature holds/),
    ]);
    expect(await exitCode(root)).toBe(1);
  });

  it('lets a listed exception stay, for its own area only', async () => {
    const root = await fixture([
      'src/client/features/news/drafts/store.ts',
      'src/client/features/pitch/drafts/store.ts',
    ]);
    expect(layoutProblems(root, { pitch: ['drafts'] })).toEqual([
      expect.stringMatching(/^src\/client\/features\/news\/drafts: /),
    ]);
  });

  it('fails on a name that is not kebab-case, at any depth', async () => {
    const root = await fixture([
      'src/client/features/news/components/NewsList.tsx',
      'src/client/features/news/api/news_keys.ts',
    ]);
    expect(layoutProblems(root, {})).toEqual(
      expect.arrayContaining([
        'src/client/features/news/components/NewsList.tsx: file and folder names are kebab-case',
        'src/client/features/news/api/news_keys.ts: file and folder names are kebab-case',
      ]),
    );
  });
});
