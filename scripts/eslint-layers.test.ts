import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** The project's config, running only the import rules and without type information (fast). */
const IMPORT_RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => IMPORT_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** Whether importing `source` is refused in the file at `filePath`. */
async function refused(filePath: string, source: string) {
  const code = `import { value } from '${source}';\nexport const copy = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.some((message) => IMPORT_RULES.has(message.ruleId ?? ''));
}

describe('the layers of the codebase (eslint.config.js)', () => {
  it('keeps shared code free of either side, and client and server apart', async () => {
    expect(await refused('src/shared/catalog.ts', '#client/lib/env.ts')).toBe(true);
    expect(await refused('src/shared/catalog.ts', '#server/env.ts')).toBe(true);
    expect(await refused('src/server/app.ts', '#client/lib/env.ts')).toBe(true);
    expect(await refused('src/client/lib/api-client.ts', '#server/env.ts')).toBe(true);
    expect(await refused('src/client/features/news/routes.ts', '#server/env.ts')).toBe(true);
  }, 60_000);

  it('allows what each layer may use', async () => {
    expect(await refused('src/server/app.ts', '#shared/catalog.ts')).toBe(false);
    expect(await refused('src/client/lib/api-client.ts', '#shared/catalog.ts')).toBe(false);
    expect(await refused('src/client/features/news/routes.ts', '#client/lib/env.ts')).toBe(false);
  }, 60_000);
});
