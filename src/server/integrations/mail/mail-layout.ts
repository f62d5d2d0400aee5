import { escapeHtml } from '#server/http/html.ts';
import type { MailMessage } from './mailer.ts';

export type MailContent = {
  to: string;
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button: why the mail came, what to do if it was not you. */
  footnote: string;
};

const COLORS = {
  canvas: '#faf8f5',
  ink: '#1e1b4b',
  muted: '#57534e',
  button: '#0f766e',
  accent: '#fbbf24',
  border: '#e7e5e4',
};

/**
 * Every mail in the product's look (indigo header with the amber mark, warm canvas, teal button) as
 * table-based HTML with inline styles, the only layout mail clients agree on, plus a plain-text twin.
 */
export function renderMail(content: MailContent): MailMessage {
  const { to, subject, preview, heading, paragraphs, action, footnote } = content;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footnote,
    '',
    '— Founder Flow · Daily audio coaching for founders',
  ].join('\n');

  const button = action
    ? `<tr><td style="padding:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${COLORS.button};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="font-size:13px;color:${COLORS.muted};padding-bottom:24px">If the button does not work, open this link:<br><a href="${escapeHtml(action.url)}" style="color:${COLORS.button};word-break:break-all">${escapeHtml(action.url)}</a></td></tr>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:${COLORS.canvas};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${COLORS.ink}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.canvas};padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:24px;overflow:hidden">
<tr><td style="background:${COLORS.ink};padding:20px 32px;color:#ffffff;font-size:18px;font-weight:700"><span style="color:${COLORS.accent}">&#9679;</span> Founder Flow</td></tr>
<tr><td style="padding:32px 32px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:700;padding-bottom:16px">${escapeHtml(heading)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:16px">${escapeHtml(p)}</td></tr>`).join('\n')}
${button}
<tr><td style="font-size:13px;line-height:1.5;color:${COLORS.muted};border-top:1px solid ${COLORS.border};padding:16px 0 24px">${escapeHtml(footnote)}</td></tr>
</table>
</td></tr>
</table>
<p style="font-size:12px;color:${COLORS.muted}">Founder Flow · Daily audio coaching for founders</p>
</td></tr>
</table>
</body></html>`;
  return { to, subject, text, html };
}
