import { Workbox } from 'workbox-window';
import { env } from '#client/lib/env.ts';
import { notify } from '#client/lib/notify.ts';

/**
 * Registers the service worker (built only for production: none in development). A new version
 * installs in the background and waits: the listener is told once and chooses when to reload, so
 * nothing is swapped in the middle of a session.
 */
export function registerServiceWorker(): void {
  if (env.isDev || !('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    void notify('info', 'New version available', {
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: 'Reload',
        onClick: () => {
          worker.addEventListener('controlling', () => window.location.reload());
          worker.messageSkipWaiting();
        },
      },
    });
  });
  worker.register().catch((error: unknown) => {
    console.warn('[offline] the service worker could not be registered', error);
  });
}
