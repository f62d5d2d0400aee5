import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureTrees, scriptExitCode } from './lib/fixture-tree.ts';
import { findCycles, importGraph, runtimeImports } from './lint-import-cycles.mjs';

const script = path.resolve(import.meta.dirname, 'lint-import-cycles.mjs');
const trees = fixtureTrees('import-cycles-');

/** A throwaway project root holding the given src/ files. */
const fixture = (files: Record<string, string>) => trees.write(files);
const exitCode = (root: string) => scriptExitCode(script, root);

afterEach(() => trees.removeAll());

describe('lint-import-cycles', () => {
  it('fails on a cycle through an alias and a relative import, and names its files', async () => {
    const root = await fixture({
      'src/server/a.ts': "import { b } from '#server/lib/b.ts';\nexport const a = () => b;\n",
      'src/server/lib/b.ts': "export { c as b } from './c.ts';\n",
      'src/server/lib/c.ts': "import { a } from '../a.ts';\nexport const c = a;\n",
    });
    expect(findCycles(importGraph(root))).toEqual([
      ['src/server/a.ts', 'src/server/lib/b.ts', 'src/server/lib/c.ts'],
    ]);
    expect(await exitCode(root)).toBe(1);
  });

  it('passes without a cycle, and when the way back is type-only or a dynamic import', async () => {
    const root = await fixture({
      'src/server/a.ts': "import { b } from '#server/b.ts';\nexport type A = string;\nexport const a = b;\n",
      'src/server/b.ts':
        "import type { A } from './a.ts';\nimport { type A as Same } from './a.ts';\nexport const b = 1;\n" +
        "export const later = () => import('./a.ts');\nexport type { A, Same };\n",
      'src/shared/c.ts': "import { z } from 'zod';\nexport const c = z;\n",
    });
    expect(findCycles(importGraph(root))).toEqual([]);
    expect(await exitCode(root)).toBe(0);
  });

  it('counts an import that mixes a value with types, and a side-effect import', () => {
    expect(runtimeImports('x.ts', "import { type A, b } from './a.ts';\nimport './c.ts';")).toEqual([
      './a.ts',
      './c.ts',
    ]);
    expect(
      runtimeImports('x.ts', "import type { A } from './a.ts';\nexport type { B } from './b.ts';"),
    ).toEqual([]);
  });
});
