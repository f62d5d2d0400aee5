import { CloudOff, PencilLine, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { Draft } from '#client/features/journal/drafts/draft-store.ts';
import { hasContent } from '#client/features/journal/drafts/draft-store.ts';
import { useDraftActions, useDrafts } from '#client/features/journal/drafts/use-drafts.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';
import { entryDate } from '#client/features/journal/components/format.ts';

const preview = (draft: Draft) =>
  draft.text.trim() || draft.transcript.trim() || (draft.audio ? 'A voice entry' : 'An entry without text');

/**
 * Entries that exist only on this device: saved while offline (sent when back online), refused by
 * the server (with its reason), or put aside unfinished (`currentId` is the one being written).
 */
export function DraftsPanel({
  userId,
  currentId,
  onContinue,
}: {
  userId: string;
  currentId: string;
  onContinue: (draft: Draft) => void;
}) {
  const drafts = useDrafts(userId);
  const { resend, discard } = useDraftActions(userId);
  const [discarding, setDiscarding] = useState<Draft | null>(null);
  const shown = (drafts.data ?? []).filter((d) => d.id !== currentId && hasContent(d));
  if (shown.length === 0) return null;

  return (
    <section
      aria-labelledby="drafts-heading"
      className="rounded-3xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <h2 id="drafts-heading" className="flex items-center gap-2 font-semibold text-indigo-950">
        <CloudOff aria-hidden="true" className="size-4 text-amber-700" />
        On this device only
      </h2>
      <ul className="mt-3 space-y-3">
        {shown.map((draft) => (
          <li
            key={draft.id}
            className="rounded-2xl bg-white p-3 ring-1 ring-amber-200"
            aria-label={`Draft: ${preview(draft)}`}
          >
            <p className="line-clamp-2 text-sm text-indigo-950">{preview(draft)}</p>
            <p className="mt-1 text-xs text-stone-600">
              {entryDate(draft.writtenAt)}
              {draft.sessionTitle ? ` · ${draft.sessionTitle}` : ''}
              {draft.audio ? ' · with a recording' : ''}
            </p>
            <p className="mt-1 text-sm font-medium text-amber-900">
              {draft.status === 'pending'
                ? 'Waiting to be sent — it goes as soon as you are back online.'
                : draft.status === 'refused'
                  ? draft.error
                  : 'Unfinished draft.'}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {draft.status === 'editing' ? (
                <Button variant="outline" size="sm" onClick={() => onContinue(draft)}>
                  <PencilLine aria-hidden="true" />
                  Continue writing
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate({ draft, withoutAudio: false })}
                >
                  <RotateCcw aria-hidden="true" />
                  Send now
                </Button>
              )}
              {draft.status === 'refused' && draft.audio ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate({ draft, withoutAudio: true })}
                >
                  <Send aria-hidden="true" />
                  Send without the recording
                </Button>
              ) : null}
              <Button variant="outline" size="sm" onClick={() => setDiscarding(draft)}>
                <Trash2 aria-hidden="true" />
                Discard
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this draft?"
        description="It has not been sent, so it is gone for good once discarded."
        confirm="Discard draft"
        onClose={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) discard.mutate(discarding);
          setDiscarding(null);
        }}
      />
    </section>
  );
}
