import { useCallback, useRef, useState } from 'react';
import type { WizardDraft } from './wizard-store.ts';

export type WizardSync =
  /** Nothing typed yet, or only on this device because no framework is chosen. */
  | 'local'
  | 'saving'
  | 'saved'
  /** Kept on this device; sent when the connection returns. */
  | 'offline'
  /** The free plan's one deck is taken: kept on this device, the page offers Premium. */
  | 'premium'
  | 'error';

/**
 * The draft as the page shows it, and where it has reached. `latestRef` holds the same draft for the
 * timers and sends that run between renders, so `show` sets both at once.
 */
export function useDraftState() {
  const [draft, setDraft] = useState<WizardDraft | null>(null);
  const [sync, setSync] = useState<WizardSync>('local');
  const [syncError, setSyncError] = useState<string | null>(null);
  const latestRef = useRef<WizardDraft | null>(null);
  const show = useCallback((next: WizardDraft) => {
    latestRef.current = next;
    setDraft(next);
  }, []);
  return { draft, sync, syncError, latestRef, show, setSync, setSyncError };
}

export type DraftState = ReturnType<typeof useDraftState>;
