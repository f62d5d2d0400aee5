import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { journalEntries, profiles } from '#server/db/schema/index.ts';
import { suggestionsFrom } from '#shared/pitch/journal-material.ts';
import type { JournalMaterial } from '#shared/schemas/pitch.ts';

const ENTRIES_MAX = 20;

/** `%` and `_` are wildcards in LIKE; a company called "100%_Better" means them literally. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The founder's journal entries that could feed the wizard: tagged with the company or one of their
 * goals, or mentioning the company, newest first, with sentences that could answer a question.
 * Entries kept away from AI are never read here, whatever they say.
 */
export async function journalMaterial(
  db: Database,
  userId: string,
  q: string | undefined,
): Promise<JournalMaterial> {
  const [profile] = await db.select({ goals: profiles.goals }).from(profiles).where(eq(profiles.id, userId));
  const term = q?.trim().toLowerCase() ?? '';
  const tags = [
    ...new Set([...(profile?.goals ?? []).map((goal) => goal.toLowerCase()), ...(term ? [term] : [])]),
  ];
  const matches = [
    ...(tags.length ? [sql`${journalEntries.tags} && ${sql.param(tags)}::text[]`] : []),
    ...(term ? [ilike(journalEntries.text, likeLiteral(term))] : []),
  ];
  if (matches.length === 0) return { items: [] };
  const rows = await db
    .select({
      id: journalEntries.id,
      text: journalEntries.text,
      transcript: journalEntries.transcript,
      tags: journalEntries.tags,
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.aiOptOut, false), or(...matches)))
    .orderBy(desc(journalEntries.createdAt))
    .limit(ENTRIES_MAX);
  return {
    items: rows.map((row) => {
      const text = [row.text, row.transcript].filter(Boolean).join('\n');
      return {
        entryId: row.id,
        createdAt: row.createdAt.toISOString(),
        tags: row.tags,
        excerpt: text.slice(0, 280),
        suggestions: suggestionsFrom(text),
      };
    }),
  };
}
