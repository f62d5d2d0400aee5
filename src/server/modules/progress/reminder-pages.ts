import { Hono, type Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { escapeHtml as e } from '#server/http/html.ts';
import { stopReminders, verifyUnsubscribe } from './reminders.service.ts';

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f5f3ef;color:#1c1b2e}' +
  'main{max-width:440px;margin:0 auto;padding:48px 20px}h1{font-size:24px}' +
  'button{font:inherit;font-weight:700;padding:12px 20px;border:0;border-radius:999px;background:#0f766e;color:#fff;cursor:pointer}' +
  'a{color:#0f766e;font-weight:600}';

function page(c: Context<AppEnv>, title: string, body: string, status: 200 | 400 = 200) {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)} · Founder Flow</title>
<style>${STYLE}</style></head><body><main><h1>${e(title)}</h1>${body}</main></body></html>`,
    status,
  );
}

/** The link's user and signature, or null when they do not match (a forged or mangled link). */
function signedUser(c: Context<AppEnv>): string | null {
  const userId = c.req.query('u') ?? '';
  const sig = c.req.query('s') ?? '';
  if (userId.length > 200 || sig.length > 200) return null;
  return verifyUnsubscribe(c.var.deps.env.authSecret, userId, sig) ? userId : null;
}

const invalid = (c: Context<AppEnv>) =>
  page(
    c,
    'This link does not work',
    '<p>It may have been cut short by your mail program. You can turn reminders off in your <a href="/profile">profile</a>.</p>',
    400,
  );

/**
 * The daily reminder's unsubscribe, without signing in: a signed link per user. GET shows a button
 * (link scanners open links; opening must change nothing); POST turns reminders off, and is also
 * what mail providers send for RFC 8058's one-click `List-Unsubscribe-Post`.
 */
export function reminderPages() {
  const pages = new Hono<AppEnv>();
  pages.get('/reminders/unsubscribe', (c) => {
    if (!signedUser(c)) return invalid(c);
    const action = `/reminders/unsubscribe?u=${encodeURIComponent(c.req.query('u')!)}&s=${encodeURIComponent(c.req.query('s')!)}`;
    return page(
      c,
      'Stop daily reminders?',
      `<p>You will get no more reminder e-mails. You can turn them on again in your profile.</p>
<form method="post" action="${e(action)}"><button type="submit">Stop daily reminders</button></form>`,
    );
  });
  pages.post('/reminders/unsubscribe', async (c) => {
    const userId = signedUser(c);
    if (!userId) return invalid(c);
    await stopReminders(c.var.deps.db, userId);
    return page(
      c,
      'Reminders stopped',
      '<p>You will get no more daily reminders. Turn them on again any time in your <a href="/profile">profile</a>.</p>',
    );
  });
  return pages;
}
