import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { AUTH_TOAST_MS } from '#shared/constants.ts';

type Tone = 'success' | 'error' | 'info';

// Sonner (its code and the stylesheet it injects) loads with the first toast, not with the page.
let toasterWanted = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a toast has been raised; the <Toaster> mounts from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
}

/**
 * Shows a toast. Always raise toasts through here rather than importing `toast` from sonner:
 * this is what mounts the Toaster. Toasts raised before it mounts are replayed by sonner.
 */
export async function notify(tone: Tone, title: string, options?: ExternalToast): Promise<void> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('sonner');
  toast[tone](title, options);
}

/** Auth notices stay up for 6 s. */
export function notifyAuth(tone: Tone, title: string, description?: string): Promise<void> {
  return notify(tone, title, { description, duration: AUTH_TOAST_MS });
}
