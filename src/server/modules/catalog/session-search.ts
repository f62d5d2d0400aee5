import { sql, type SQL } from 'drizzle-orm';
import { sessions } from '#server/db/schema/index.ts';

/** More words than this add nothing to a catalogue search but cost index lookups. */
const MAX_TERMS = 8;

/** Letters and digits of the text, lower-cased: what a tsquery can safely be built from. */
export function searchTerms(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_TERMS);
}

/**
 * Every word must match, the last ones as prefixes too, so that results follow the user's typing
 * ("pitc" finds "pitch"). The terms hold only letters and digits, so no tsquery syntax gets through.
 * `null` when the text has no searchable word.
 */
export function prefixQuery(text: string): SQL | null {
  const query = prefixQueryText(text);
  return query === null ? null : sql`to_tsquery('english', ${query})`;
}

/** The tsquery text of `prefixQuery`, for prepared statements that take it as a value. */
export function prefixQueryText(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map((t) => `${t}:*`).join(' & ');
}

/** Any of the words, stemmed: for matching free-text onboarding goals against the catalogue. */
export function anyWordQuery(texts: string[]): SQL | null {
  const terms = [...new Set(texts.flatMap(searchTerms))].slice(0, MAX_TERMS * 3);
  if (terms.length === 0) return null;
  return sql`to_tsquery('english', ${terms.join(' | ')})`;
}

export const matchesQuery = (query: SQL): SQL => sql`${sessions.searchVector} @@ ${query}`;
