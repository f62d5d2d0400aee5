import { lazy, Suspense } from 'react';
import { useToasterWanted } from '#client/lib/notify.ts';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Sonner's Toaster, mounted with the first `notify()` so pages without toasts never load it. */
export function Toaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
