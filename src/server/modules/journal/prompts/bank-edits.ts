import type { Database } from '#server/db/client.ts';
import { journalPrompts } from '#server/db/schema/index.ts';
import type { JournalThemeId } from '#shared/journal-themes.ts';
import { PROMPT_BANK, type BankPrompt, type SessionCategory } from './prompt-bank.ts';

export type BankEntry = { prompt: BankPrompt; retired: boolean; origin: 'bank' | 'edited' | 'added' };

/**
 * The prompt bank with the admin's edits applied: the bank in code, each prompt replaced
 * or retired by a `journal_prompts` row of its id, then the prompts added in the console. One small
 * read (a row per edited or added prompt).
 */
export async function bankEntries(db: Database): Promise<BankEntry[]> {
  const rows = await db.select().from(journalPrompts);
  const edits = new Map(rows.map((row) => [row.id, row]));
  const toPrompt = (row: (typeof rows)[number]): BankPrompt => ({
    id: row.id,
    text: row.text,
    themes: row.themes as JournalThemeId[],
    ...(row.categories.length ? { categories: row.categories as SessionCategory[] } : {}),
  });
  const fromCode: BankEntry[] = PROMPT_BANK.map((prompt) => {
    const edit = edits.get(prompt.id);
    return edit
      ? { prompt: toPrompt(edit), retired: edit.retiredAt !== null, origin: 'edited' }
      : { prompt, retired: false, origin: 'bank' };
  });
  const known = new Set(PROMPT_BANK.map((p) => p.id));
  const added: BankEntry[] = rows
    .filter((row) => !known.has(row.id))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => ({ prompt: toPrompt(row), retired: row.retiredAt !== null, origin: 'added' }));
  return [...fromCode, ...added];
}

/** The prompts the daily question draws from: the edited bank without retired ones. */
export async function activeBank(db: Database): Promise<BankPrompt[]> {
  return (await bankEntries(db)).filter((e) => !e.retired).map((e) => e.prompt);
}
