import { lazy, Suspense, type CSSProperties } from 'react';
import { useToasterWanted } from '#client/lib/notify.ts';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// Sonner's rich colours put text at about 4.3:1 on its pale backgrounds (its success green, say),
// under the 4.5:1 WCAG AA asks of body text. The same hues, darker, clear 6:1 on the same backgrounds.
const READABLE_RICH_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 26%)',
  '--error-text': 'hsl(360, 100%, 36%)',
} as CSSProperties;

/** Sonner's Toaster, mounted with the first `notify()` so pages without toasts never load it. */
export function Toaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton style={READABLE_RICH_COLOURS} />
    </Suspense>
  );
}
