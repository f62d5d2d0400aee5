import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { owlMemory } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { OWL_MEMORY_ITEMS_MAX } from '#shared/journal.ts';
import { type MemoryItem } from '#shared/schemas/journal.ts';
import { suggestMemoryFacts } from './owl/offline-owl.ts';

const toItem = (row: typeof owlMemory.$inferSelect): MemoryItem => ({
  id: row.id,
  text: row.text,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listMemory(db: Database, userId: string): Promise<MemoryItem[]> {
  const rows = await db
    .select()
    .from(owlMemory)
    .where(eq(owlMemory.userId, userId))
    .orderBy(asc(owlMemory.createdAt), asc(owlMemory.id));
  return rows.map(toItem);
}

async function memorySize(db: Database, userId: string) {
  const [row] = await db.select({ n: count() }).from(owlMemory).where(eq(owlMemory.userId, userId));
  return row?.n ?? 0;
}

/**
 * Creates the item under the client's id, or replaces the text of the caller's item with that id. An
 * id that is someone else's is answered as not found, like every other journal id.
 */
export async function putMemory(db: Database, userId: string, id: string, text: string): Promise<MemoryItem> {
  const [updated] = await db
    .update(owlMemory)
    .set({ text, source: 'user', updatedAt: new Date() })
    .where(and(eq(owlMemory.id, id), eq(owlMemory.userId, userId)))
    .returning();
  if (updated) return toItem(updated);
  if ((await memorySize(db, userId)) >= OWL_MEMORY_ITEMS_MAX) throw new AppError('memory_full');
  const [created] = await db
    .insert(owlMemory)
    .values({ id, userId, text, source: 'user' })
    .onConflictDoNothing({ target: owlMemory.id })
    .returning();
  if (!created) throw new AppError('not_found', { message: 'That memory could not be found.' });
  return toItem(created);
}

export async function deleteMemory(db: Database, userId: string, id?: string): Promise<number> {
  const rows = await db
    .delete(owlMemory)
    .where(and(eq(owlMemory.userId, userId), id ? eq(owlMemory.id, id) : undefined))
    .returning({ id: owlMemory.id });
  if (id && rows.length === 0)
    throw new AppError('not_found', { message: 'That memory could not be found.' });
  return rows.length;
}

/**
 * What the Owl keeps from an entry the user lets it read: short first-person facts (goals, stage),
 * each once, while memory has room. The user sees, edits and deletes them on the memory panel.
 */
export async function rememberFactsFrom(db: Database, userId: string, text: string): Promise<void> {
  const facts = suggestMemoryFacts(text);
  if (facts.length === 0) return;
  const known = new Set((await listMemory(db, userId)).map((m) => m.text.toLowerCase()));
  const room = OWL_MEMORY_ITEMS_MAX - known.size;
  const fresh = facts.filter((fact) => !known.has(fact.toLowerCase())).slice(0, Math.max(0, room));
  if (fresh.length)
    await db.insert(owlMemory).values(fresh.map((fact) => ({ userId, text: fact, source: 'owl' as const })));
}
