import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { journalPrompts } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { bankEntries, type BankEntry } from '#server/modules/journal/index.ts';
import {
  PROMPT_BANK_MIN_ACTIVE,
  type AdminPrompt,
  type AdminPromptCreate,
  type AdminPromptPatch,
} from '#shared/schemas/admin-editors.ts';
import { audit, type Actor } from './admin-writes.ts';
import { slugify } from './slugs.ts';

const sqlLock = sql`select pg_advisory_xact_lock(hashtext('journal_prompts'))`;

const toPrompt = ({ prompt, retired, origin }: BankEntry): AdminPrompt => ({
  id: prompt.id,
  text: prompt.text,
  themes: [...prompt.themes],
  retired,
  origin,
});

export async function listPrompts(db: Database): Promise<{ items: AdminPrompt[]; active: number }> {
  const items = (await bankEntries(db)).map(toPrompt);
  return { items, active: items.filter((p) => !p.retired).length };
}

async function findPrompt(db: Database, id: string): Promise<BankEntry> {
  const entry = (await bankEntries(db)).find((e) => e.prompt.id === id);
  if (!entry) throw new AppError('prompt_not_found');
  return entry;
}

/** A new prompt's id: stored with the entries written to it, so made once and never renamed. */
const newId = (text: string) =>
  `added-${slugify(text, 'prompt').slice(0, 40).replace(/-+$/, '')}-${randomUUID().slice(0, 6)}`;

export function createPrompt(deps: AppDeps, actor: Actor, input: AdminPromptCreate): Promise<AdminPrompt> {
  return deps.db.transaction(async (tx) => {
    const id = newId(input.text);
    await tx.insert(journalPrompts).values({ id, text: input.text, themes: input.themes });
    const created = toPrompt(await findPrompt(tx, id));
    await audit(tx, actor, {
      action: 'prompt.create',
      targetType: 'prompt',
      targetId: id,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Edits or retires a prompt (of the bank in code or added here). Entries keep the prompt's words
 * they were written to, so an edit changes tomorrow's question, never an entry. Retiring stops at
 * 28 prompts in use: the daily question deals two halves of 14.
 */
export function updatePrompt(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminPromptPatch,
): Promise<AdminPrompt> {
  return deps.db.transaction(async (tx) => {
    // One admin edit at a time, so two retirements cannot both pass the minimum.
    await tx.execute(sqlLock);
    const entries = await bankEntries(tx);
    const before = entries.find((e) => e.prompt.id === id);
    if (!before) throw new AppError('prompt_not_found');
    const retiring = input.retired === true && !before.retired;
    if (retiring && entries.filter((e) => !e.retired).length <= PROMPT_BANK_MIN_ACTIVE)
      throw new AppError('prompt_bank_too_small');
    const values = {
      id,
      text: input.text ?? before.prompt.text,
      themes: input.themes ?? [...before.prompt.themes],
      categories: [...(before.prompt.categories ?? [])],
      retiredAt: (input.retired ?? before.retired) ? new Date() : null,
      updatedAt: new Date(),
    };
    await tx
      .insert(journalPrompts)
      .values(values)
      .onConflictDoUpdate({ target: journalPrompts.id, set: values });
    const after = toPrompt(await findPrompt(tx, id));
    const action = retiring
      ? 'prompt.retire'
      : input.retired === false && before.retired
        ? 'prompt.restore'
        : 'prompt.update';
    await audit(tx, actor, { action, targetType: 'prompt', targetId: id, before: toPrompt(before), after });
    return after;
  });
}
