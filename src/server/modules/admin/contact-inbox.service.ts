import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { renderMail } from '#server/integrations/mail/mail-layout.ts';
import { CONTACT_TOPIC_LABELS } from '#shared/schemas/contact.ts';
import type { AdminContactMessage } from '#shared/schemas/admin-people.ts';
import { audit, type Actor } from './admin-writes.ts';

type MessageRow = typeof contactMessages.$inferSelect;

const toMessage = (row: MessageRow): AdminContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  topic: row.topic as AdminContactMessage['topic'],
  message: row.message,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/** The inbox, newest first; `unread` counts every unread message whatever the filter. */
export async function listContactMessages(
  db: Database,
  query: { status: 'unread' | 'read' | 'all'; limit: number; offset: number },
) {
  const where =
    query.status === 'unread'
      ? isNull(contactMessages.readAt)
      : query.status === 'read'
        ? isNotNull(contactMessages.readAt)
        : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        total: where ? sql<number>`count(*) filter (where ${where})::int` : count(),
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
      })
      .from(contactMessages),
  ]);
  return { items: rows.map(toMessage), total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

async function findMessage(db: Database, id: string): Promise<MessageRow> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw new AppError('contact_message_not_found');
  return row;
}

const marks = (row: MessageRow) => ({
  readAt: row.readAt?.toISOString() ?? null,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

export function markContactMessage(
  deps: AppDeps,
  actor: Actor,
  id: string,
  read: boolean,
): Promise<AdminContactMessage> {
  return deps.db.transaction(async (tx) => {
    const before = await findMessage(tx, id);
    const after = firstRowOr(
      await tx
        .update(contactMessages)
        .set({ readAt: read ? (before.readAt ?? new Date()) : null })
        .where(eq(contactMessages.id, id))
        .returning(),
    );
    await audit(tx, actor, {
      action: read ? 'contact.read' : 'contact.unread',
      targetType: 'contact',
      targetId: id,
      before: marks(before),
      after: marks(after),
    });
    return toMessage(after);
  });
}

/**
 * Answers a message by mail to the address it came from, and marks it read and replied. The mail is
 * sent inside the transaction: when the relay refuses it, nothing is marked and nothing is logged.
 * The audit log keeps the reply's length, not its words (they are in the sent mail).
 */
export function replyToContactMessage(
  deps: AppDeps,
  actor: Actor,
  id: string,
  reply: string,
): Promise<AdminContactMessage> {
  return deps.db.transaction(async (tx) => {
    const before = await findMessage(tx, id);
    const now = new Date();
    const after = firstRowOr(
      await tx
        .update(contactMessages)
        .set({ readAt: before.readAt ?? now, repliedAt: now })
        .where(eq(contactMessages.id, id))
        .returning(),
    );
    await audit(tx, actor, {
      action: 'contact.reply',
      targetType: 'contact',
      targetId: id,
      before: marks(before),
      after: { ...marks(after), replyLength: reply.length },
    });
    const topic = CONTACT_TOPIC_LABELS[before.topic as AdminContactMessage['topic']] ?? 'your message';
    const sent = deps.mailer.send(
      renderMail({
        to: before.email,
        subject: `Re: your message about ${topic.toLowerCase()}`,
        preview: reply.slice(0, 90),
        heading: `About ${topic.toLowerCase()}`,
        paragraphs: [
          `Hi ${before.name},`,
          ...reply.split(/\n{2,}/).map((p) => p.trim()),
          '— The Founder Flow team',
        ],
        footnote:
          'You wrote to us through the contact page. Reply through it again if you need anything else.',
      }),
    );
    await sent.catch((err: unknown) => {
      deps.logger.error({ err, contactMessage: id }, 'contact reply not sent');
      throw new AppError('mail_not_sent');
    });
    return toMessage(after);
  });
}
