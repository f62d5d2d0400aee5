import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.ts';
import { zipStream, type ZipWriter } from '#server/http/zip-stream.ts';
import { journalEntries, owlMessages, sessions } from '#server/db/schema/index.ts';
import { MOODS } from '#shared/journal.ts';
import { listMemory } from './memory.service.ts';
import { journalSettingsOf } from './settings.service.ts';

type EntryRow = typeof journalEntries.$inferSelect & { sessionTitle: string | null };
type MessageRow = typeof owlMessages.$inferSelect;

/** A YAML scalar that reads back as the same string, whatever it holds. */
const yamlString = (value: string) => JSON.stringify(value);

const audioFileName = (entry: Pick<EntryRow, 'id' | 'audioKey'>) =>
  entry.audioKey ? `audio/${entry.id}.${entry.audioKey.split('.').pop()}` : null;

function conversationMarkdown(messages: MessageRow[]): string {
  return messages
    .map((m) => `**${m.role === 'owl' ? 'Owl' : 'You'}** (${m.createdAt.toISOString()}):\n\n${m.text}`)
    .join('\n\n');
}

function entryMarkdown(entry: EntryRow, messages: MessageRow[]): string {
  const audio = audioFileName(entry);
  const front = [
    '---',
    `id: ${entry.id}`,
    `created: ${entry.createdAt.toISOString()}`,
    `updated: ${entry.updatedAt.toISOString()}`,
    `mood: ${entry.mood ?? 'null'}${entry.mood ? ` # ${MOODS[entry.mood - 1]?.label ?? ''}` : ''}`,
    `tags: [${entry.tags.map(yamlString).join(', ')}]`,
    `session: ${entry.sessionTitle ? yamlString(entry.sessionTitle) : 'null'}`,
    `prompt: ${entry.prompt ? yamlString(entry.prompt) : 'null'}`,
    `kept_away_from_ai: ${entry.aiOptOut}`,
    `audio: ${audio ? `../${audio}` : 'null'}`,
    '---',
  ];
  const sections = [front.join('\n'), entry.text];
  if (entry.transcript) sections.push(`## Transcript\n\n${entry.transcript}`);
  if (messages.length) sections.push(`## Owl conversation\n\n${conversationMarkdown(messages)}`);
  return `${sections.join('\n\n')}\n`;
}

/**
 * Everything the user wrote, into `zip` under `prefix`: one Markdown file per entry with front
 * matter, the recordings as they were kept, and `journal.json` with all of it as data (entries,
 * conversations, Owl memory, settings). The journal's own export and the whole account's share it.
 */
export async function writeJournal(
  deps: AppDeps,
  userId: string,
  zip: ZipWriter,
  prefix = '',
): Promise<void> {
  const entries: EntryRow[] = (
    await deps.db
      .select({ entry: journalEntries, sessionTitle: sessions.title })
      .from(journalEntries)
      .leftJoin(sessions, eq(sessions.id, journalEntries.sessionId))
      .where(eq(journalEntries.userId, userId))
      .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id))
  ).map((r) => ({ ...r.entry, sessionTitle: r.sessionTitle }));
  const messages = await deps.db
    .select()
    .from(owlMessages)
    .where(eq(owlMessages.userId, userId))
    .orderBy(asc(owlMessages.createdAt), asc(owlMessages.id));
  const byEntry = new Map<string, MessageRow[]>();
  for (const m of messages) byEntry.set(m.entryId ?? '', [...(byEntry.get(m.entryId ?? '') ?? []), m]);

  for (const entry of entries) {
    const day = entry.createdAt.toISOString().slice(0, 10);
    zip.addText(
      `${prefix}entries/${day}-${entry.id.slice(0, 8)}.md`,
      entryMarkdown(entry, byEntry.get(entry.id) ?? []),
    );
  }
  const general = byEntry.get('') ?? [];
  if (general.length)
    zip.addText(
      `${prefix}owl-conversation.md`,
      `# Conversations with the Owl\n\n${conversationMarkdown(general)}\n`,
    );
  zip.addText(
    `${prefix}journal.json`,
    JSON.stringify(
      {
        exportedAt: new Date().toISOString(),
        settings: await journalSettingsOf(deps.db, userId),
        memory: await listMemory(deps.db, userId),
        entries: entries.map(({ search: _search, userId: _user, audioKey: _key, ...entry }) => ({
          ...entry,
          audioFile: audioFileName({ ...entry, audioKey: _key }),
          owlConversation: (byEntry.get(entry.id) ?? []).map(({ userId: _u, ...m }) => m),
        })),
        owlConversation: general.map(({ userId: _u, ...m }) => m),
      },
      null,
      2,
    ),
  );
  for (const entry of entries) {
    const name = audioFileName(entry);
    if (!name || !entry.audioKey || !(await deps.media.stat(entry.audioKey))) continue;
    await zip.addStream(`${prefix}${name}`, deps.media.read(entry.audioKey));
  }
}

/** The journal alone as a zip, streamed while it is made. Always available, whatever the plan. */
export const exportJournal = (deps: AppDeps, userId: string) =>
  zipStream((zip) => writeJournal(deps, userId, zip));
