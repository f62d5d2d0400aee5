import { api, request } from '#client/lib/api-client.ts';
import { notify } from '#client/lib/notify.ts';
import { formatTime } from '#client/features/listening/components/format-time.ts';

/** The session page's address that opens the player at a moment (whole seconds: the cue's start). */
export function momentPath(sessionId: string, seconds: number): string {
  return `/sessions/${encodeURIComponent(sessionId)}?t=${Math.floor(seconds)}`;
}

/**
 * A `?t=` value as a moment of a session: a number of seconds from 0 to before its end. Anything
 * else (negative, past the end, not a number) is no moment, and the page opens as usual.
 */
export function parseMoment(raw: string | null, durationSeconds: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds >= durationSeconds) return null;
  return seconds;
}

/** Saves a transcript line as a journal entry quoting it, linked to its session and moment. */
export function saveLine(sessionId: string, line: { start: number; text: string }) {
  return request(
    api.journal.entries.$post({
      json: { text: `“${line.text.trim()}”`, sessionId, momentSeconds: line.start },
    }),
  );
}

/** Copies text with the Clipboard API, or the older copy command where that is refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('input');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    // Deprecated, but the one way left when the Clipboard API is missing or refused.
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/** 'Share this moment': the link that opens the session at this line, copied, and a toast saying so. */
export async function shareMoment(sessionId: string, seconds: number) {
  const link = new URL(momentPath(sessionId, seconds), window.location.origin).href;
  if (await copyText(link))
    await notify('success', 'Link copied', { description: `Opens at ${formatTime(seconds)}.` });
  else await notify('info', 'Copy this link to share the moment', { description: link, duration: 15_000 });
}
