import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { WizardSync } from '#client/features/pitch/drafts/use-draft-state.ts';
import { PremiumUpsell } from '#client/features/pitch/components/premium-upsell.tsx';
import { SyncStatus } from './sync-status.tsx';

/**
 * The wizard's heading and where its answers are kept; when the account cannot take them (the free
 * plan's one deck is used, or the server refused), why, under it.
 */
export function WizardHeader({
  editingDeck,
  sync,
  syncError,
}: {
  /** Whether these are the answers of a deck already made. */
  editingDeck: boolean;
  sync: WizardSync;
  syncError: string | null;
}) {
  return (
    <>
      <title>New pitch deck · Founder Flow</title>
      <Link
        to="/pitch"
        className={cn(
          'inline-flex items-center gap-1.5 rounded text-sm font-medium text-teal-800 hover:underline',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Your decks
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-indigo-950">
          {editingDeck ? 'Your answers' : 'New pitch deck'}
        </h1>
        <SyncStatus sync={sync} />
      </div>
      {sync === 'premium' ? (
        <div className="mt-4">
          <PremiumUpsell reason="decks" />
          <p className="mt-2 text-sm text-stone-700">
            Your answers stay on this device. You can also{' '}
            <Link className="font-semibold text-teal-800 underline" to="/pitch">
              open your existing deck
            </Link>
            .
          </p>
        </div>
      ) : null}
      {sync === 'error' && syncError ? (
        <ErrorNotice className="mt-4" size="inline" message={`Not saved to your account: ${syncError}`} />
      ) : null}
    </>
  );
}
