import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph, runtimeImports } from './lint-import-cycles.mjs';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, 'lint-import-cycles.mjs');
const roots: string[] = [];

/** A throwaway project root holding the given src/ files. */
async function fixture(files: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), 'import-cycles-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

async function exitCode(root: string) {
  try {
    await run(process.execPath, [script, root]);
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

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
