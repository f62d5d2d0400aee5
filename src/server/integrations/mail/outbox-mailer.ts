import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '#server/logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { recipientHash } from './recipient-hash.ts';

export type StoredMail = MailMessage & { id: string; from: string; sentAt: string };

/**
 * Development mail: each message is a JSON file in `dir`, read at /dev/mail (loopback only). The log
 * says that a mail was written and under which id, never what it says: its links and codes sign
 * people in, and logs travel further than the data folder.
 */
export function createOutboxMailer(dir: string, from: string, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      // The timestamp first, so a directory listing is in sending order.
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const stored: StoredMail = { id, from, sentAt, ...message };
      await writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2));
      logger.info(
        { mailer: 'outbox', mailId: id, to: recipientHash(message.to) },
        'mail written to the dev outbox',
      );
    },
    async close() {},
  };
}

/** Outbox messages, newest first; `to` keeps those for one address. */
export async function readOutbox(dir: string, to?: string): Promise<StoredMail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  const mails = await Promise.all(
    files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMail),
  );
  const wanted = to?.toLowerCase();
  return wanted ? mails.filter((m) => m.to.toLowerCase() === wanted) : mails;
}
