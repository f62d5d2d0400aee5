/**
 * Tells the app's other tabs that the plan changed (the success page confirmed a checkout), so a
 * tab still saying 'Subscribe Now' asks again at once instead of waiting to be focused.
 * BroadcastChannel where the browser has it, else a `storage` event (which other tabs of the same
 * origin receive, and the writing tab does not).
 */
const CHANNEL = 'founder-flow:plan';
const STORAGE_KEY = 'founder-flow:plan-changed';

/** This tab's own messages come back to its other channel objects; they are ignored. */
const tabId = Math.random().toString(36).slice(2);

export function announcePlanChange(): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ from: tabId });
    channel.close();
    return;
  }
  try {
    localStorage.setItem(STORAGE_KEY, `${tabId} ${Date.now()}`);
  } catch {
    // Storage refused (private mode, quota): the other tabs still refresh when focused.
  }
}

/** Calls `onChange` when another tab announces a plan change; returns the unsubscribe. */
export function onPlanChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ from?: string }>) => {
      if (event.data?.from !== tabId) onChange();
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
