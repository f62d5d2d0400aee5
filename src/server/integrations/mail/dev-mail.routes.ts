import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { isLocalRequest } from '#server/http/client-ip.ts';
import { escapeHtml } from '#server/http/html.ts';
import { AppError } from '#server/errors.ts';
import { readOutbox, type StoredMail } from './outbox-mailer.ts';

function renderIndex(mails: StoredMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<li style="padding:12px 0;border-bottom:1px solid #e7e5e4"><a href="/dev/mail/${m.id}" style="color:#0f766e;font-weight:600">${escapeHtml(m.subject)}</a><br><small>to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</small></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox · Founder Flow</title></head>
<body style="font-family:system-ui,sans-serif;background:#faf8f5;color:#1e1b4b;max-width:720px;margin:2rem auto;padding:0 1rem">
<h1>Dev outbox</h1><p>Mail the app sent while no <code>SMTP_URL</code> is set, newest first. JSON: <a href="/dev/mail/messages">/dev/mail/messages</a>.</p>
<ul style="list-style:none;padding:0">${rows || '<li>No mail yet.</li>'}</ul></body></html>`;
}

/**
 * /dev/mail: the dev outbox in a browser, and as JSON for tests (`?to=` filters by recipient). It
 * holds everyone's reset links and sign-in codes, so it answers only a browser on this machine, by the
 * same rule as /metrics: a loopback socket and no proxy in between (a tunnelled dev instance forwards
 * strangers from loopback); anyone else gets the same 404 as for a path that is not there.
 */
export function devMailRoutes(outboxDir: string) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      if (!isLocalRequest(c)) throw new AppError('not_found');
      await next();
    })
    .get('/', async (c) => c.html(renderIndex(await readOutbox(outboxDir))))
    .get('/messages', async (c) => c.json({ items: await readOutbox(outboxDir, c.req.query('to')) }))
    .get('/:id', async (c) => {
      const mail = (await readOutbox(outboxDir)).find((m) => m.id === c.req.param('id'));
      if (!mail) throw new AppError('mail_not_found');
      return c.html(mail.html);
    });
}
