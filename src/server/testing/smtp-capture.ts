import { SMTPServer } from 'smtp-server';
import { defined } from '#shared/testing/defined.ts';
import { portOf } from './free-port.ts';

export type CapturedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

/** Decodes one MIME part's body by its Content-Transfer-Encoding (what nodemailer uses). */
function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function splitHead(part: string): [string, string] {
  const at = part.search(/\r?\n\r?\n/);
  return at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at).replace(/^\r?\n\r?\n/, '')];
}

/** Just enough MIME for the mails the app sends: a text and an HTML alternative. */
function parseMail(raw: string, to: string[]): CapturedMail {
  const [head, body] = splitHead(raw);
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  let text = '';
  let html = '';
  for (const part of parts) {
    const [partHead, partBody] = splitHead(part.replace(/^\r?\n/, ''));
    const decoded = decodeBody(partHead, partBody);
    if (/content-type:\s*text\/html/i.test(partHead)) html = decoded;
    else if (/content-type:\s*text\/plain/i.test(partHead)) text = decoded;
  }
  return { to, subject, text, html, raw };
}

/**
 * A real SMTP server on loopback that keeps every message: the app sends to it through nodemailer
 * exactly as it would to a production relay (tests mock only at the network edge, never the app's own modules).
 */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server.server);

  /** The mails to one address so far. */
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));

  /** Waits for the `count`-th mail to `address` (mail is sent in the background of the request). */
  async function waitFor(address: string, count = 1, timeoutMs = 5000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    while (to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return defined(to(address)[count - 1], `mail #${count} to ${address}`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
  return link;
}
