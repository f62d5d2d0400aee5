import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Throwaway project roots for the tests of the lint scripts: `write` makes one holding the given
 * files (path → text), `removeAll` deletes every root made so far (call it after each test).
 */
export function fixtureTrees(prefix: string) {
  const roots: string[] = [];
  return {
    async write(files: Record<string, string>) {
      const root = await mkdtemp(path.join(tmpdir(), prefix));
      roots.push(root);
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(root, name)), { recursive: true });
        await writeFile(path.join(root, name), text);
      }
      return root;
    },
    removeAll: () => Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true }))),
  };
}

/** The exit status of a Node script run on `root`, as `npm run lint` runs it. */
export async function scriptExitCode(script: string, root: string): Promise<number> {
  try {
    await run(process.execPath, [script, root]);
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}
