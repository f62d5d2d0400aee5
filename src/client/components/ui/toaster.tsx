import { lazy, Suspense, useEffect, useState } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Resolves once the page has loaded and the main thread is idle. */
function whenPageSettled(callback: () => void): () => void {
  let cancelIdle = () => {};
  const onIdle = () => {
    // Safari has no requestIdleCallback; a short timeout does the same job there.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 500);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return () => {
    window.removeEventListener('load', onIdle);
    cancelIdle();
  };
}

/**
 * Sonner's Toaster, loaded once the page has settled so it stays off the landing page's critical
 * path. Toasts raised before it mounts are not lost: sonner replays active toasts to a new Toaster.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPageSettled(() => setReady(true)), []);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
