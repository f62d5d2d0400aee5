import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { defined } from '#shared/testing/defined.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The project's config, running only the import rule and without type information (fast). */
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The messages of the front-door rule for `code` linted as if it were the file at `filePath`. */
async function frontDoorErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return defined(result, `the lint result of ${filePath}`).messages.filter(
    (message) => message.ruleId === '@typescript-eslint/no-restricted-imports',
  );
}

describe('server module front doors (eslint.config.js)', () => {
  it("refuses another module's file, from a module, the core, a test elsewhere or a script", async () => {
    const code =
      "import { getResource } from '#server/modules/library/library.service.ts';\nvoid getResource;\n";
    for (const file of [
      'src/server/modules/news/news.service.ts',
      'src/server/http/spa-pages.ts',
      'src/server/http/route-access.test.ts',
      'scripts/bench/pitch.ts',
    ]) {
      expect(await frontDoorErrors(file, code), file).toHaveLength(1);
    }
  }, 60_000);

  it("allows another module's index.ts, and a module's own files to each other", async () => {
    expect(
      await frontDoorErrors(
        'src/server/modules/news/news.service.ts',
        "import { getResource } from '#server/modules/library/index.ts';\nvoid getResource;\n",
      ),
    ).toEqual([]);
    expect(
      await frontDoorErrors(
        'src/server/modules/library/library.routes.ts',
        "import { getResource } from '#server/modules/library/library.service.ts';\nvoid getResource;\n",
      ),
    ).toEqual([]);
  }, 60_000);
});
