import { ContentError } from '#server/content/content-error.ts';

const FENCE = '---';

/**
 * Splits a content file into its `key: value` front matter (between `---` lines) and the Markdown
 * body. `file` names the file in errors.
 */
export function splitFrontMatter(
  file: string,
  source: string,
): { fields: Record<string, string>; body: string } {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== FENCE)
    throw new ContentError(file, null, 'must start with a "---" front matter line');
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === FENCE);
  if (close < 0) throw new ContentError(file, null, 'front matter is not closed by a "---" line');
  const fields: Record<string, string> = {};
  lines.slice(1, close).forEach((line, i) => {
    if (!line.trim()) return;
    const match = /^([A-Za-z][\w-]*)\s*:(.*)$/.exec(line);
    if (!match) throw new ContentError(file, `line ${i + 2}`, 'front matter lines must read "key: value"');
    // Both groups are required by the pattern, so a match always has them.
    const [, key = '', rest = ''] = match;
    if (key in fields) throw new ContentError(file, key, 'appears twice in the front matter');
    const value = rest.trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    fields[key] = quoted?.[2] ?? value;
  });
  return {
    fields,
    body: lines
      .slice(close + 1)
      .join('\n')
      .trim(),
  };
}

/** `a, b, c` as a list; empty for an empty or missing value. */
export const listField = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
