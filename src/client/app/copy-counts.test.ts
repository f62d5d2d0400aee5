import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Copy that states how many paths, sessions or advisors there are goes stale the day the catalogue
 * changes ("All ten coaching paths" while there were sixteen). Such copy reads the number from the
 * data (`useCatalogCounts`); this check finds a count written into the client's text. It reads
 * string literals and JSX text only, so code comments and interpolated counts (`${n} paths`) pass.
 * The landing's marketing claims, which are fixed wording, are figures in constants and separate
 * strings ('100+' beside 'Coaching sessions'), so they are not caught here.
 */
const CLIENT_DIR = path.resolve(import.meta.dirname, '..');

const NUMBER =
  '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|' +
  'seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundreds?|dozens?|\\d[\\d,]*\\+?)';
const STATED_COUNT = new RegExp(
  `\\b${NUMBER}(?:\\s+[a-z-]+){0,2}?\\s+(?:coaching\\s+)?(?:paths|sessions|advisors|coaches|experts)\\b`,
  'i',
);

/** The text a user can read in one source file: its string literals, template parts and JSX text. */
function copyIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      // Import paths and other module names are not copy.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

function statedCounts(): string[] {
  const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('testing'))
    .map((name) => path.join(CLIENT_DIR, name));
  return files.flatMap((file) =>
    copyIn(file)
      .filter((text) => STATED_COUNT.test(text))
      .map((text) => `${path.relative(CLIENT_DIR, file)}: ${text.trim()}`),
  );
}

describe('client copy', () => {
  it('states no count of paths, sessions or advisors that the data could contradict', () => {
    expect(statedCounts()).toEqual([]);
  });

  it('would catch one: spelled out or in figures, with a word or two between', () => {
    for (const copy of [
      'All ten coaching paths, start to finish',
      '100+ sessions to choose from',
      'Learn from 25 expert advisors',
      'twenty short sessions',
    ]) {
      expect(STATED_COUNT.test(copy), copy).toBe(true);
    }
    for (const copy of ['Every coaching path', 'One session is enough', '10 minutes a day']) {
      expect(STATED_COUNT.test(copy), copy).toBe(false);
    }
  });
});
