import type { ExternalToast } from 'sonner';
import { AUTH_TOAST_MS } from '#shared/constants.ts';

type Tone = 'success' | 'error' | 'info';

/**
 * Shows a toast. Sonner is imported on first use so that eager pages (landing, auth) do not carry it
 * in their initial JavaScript; the <Toaster> in the providers renders it.
 */
export async function notify(tone: Tone, title: string, options?: ExternalToast): Promise<void> {
  const { toast } = await import('sonner');
  toast[tone](title, options);
}

/** Auth notices of spec §8 stay up for 6 s. */
export function notifyAuth(tone: Tone, title: string, description?: string): Promise<void> {
  return notify(tone, title, { description, duration: AUTH_TOAST_MS });
}
