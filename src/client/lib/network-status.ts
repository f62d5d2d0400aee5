import { useSyncExternalStore } from 'react';

/** How often an unreachable server is asked again whether it is back (a cheap health check). */
const PROBE_INTERVAL_MS = 5_000;

/**
 * Whether the app can reach its server. `navigator.onLine` alone says only that some network is
 * there (a café's Wi-Fi without internet, a captive portal, a tunnel), so a request that never
 * arrives counts too: the app is offline from the first such failure until a request succeeds,
 * asked by itself every few seconds.
 */
let unreachable = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function stopProbing() {
  clearInterval(probe);
  probe = undefined;
}

export const networkStatus = {
  /** A request failed without an answer from the server. */
  failed() {
    if (unreachable) return;
    unreachable = true;
    emit();
    probe ??= setInterval(() => {
      fetch('/api/health', { cache: 'no-store' }).then(
        (response) => response.ok && networkStatus.answered(),
        () => undefined,
      );
    }, PROBE_INTERVAL_MS);
  },
  /** The server answered (whatever it said). */
  answered() {
    stopProbing();
    if (!unreachable) return;
    unreachable = false;
    emit();
  },
  isOnline: () => navigator.onLine && !unreachable,
};

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the server can be reached, following every change. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, networkStatus.isOnline, () => true);
}
