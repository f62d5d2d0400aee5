import { PencilLine, RotateCcw, Send, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { Draft } from '#client/features/journal/drafts/draft-store.ts';
import type { useDraftActions } from '#client/features/journal/drafts/use-drafts.ts';
import { entryDate } from '#client/features/journal/components/format.ts';

const preview = (draft: Draft) =>
  draft.text.trim() || draft.transcript.trim() || (draft.audio ? 'A voice entry' : 'An entry without text');

/** Where the draft stands, in the words the person needs to decide what to do with it. */
const standing = (draft: Draft) =>
  draft.status === 'pending'
    ? 'Waiting to be sent — it goes as soon as you are back online.'
    : draft.status === 'refused'
      ? draft.error
      : 'Unfinished draft.';

/**
 * One draft kept on this device, and what can be done with it: an unfinished one is continued, one
 * waiting or refused is sent now (a refused recording can be left behind), and any can be discarded.
 */
export function DraftItem({
  draft,
  resend,
  onContinue,
  onDiscard,
}: {
  draft: Draft;
  resend: ReturnType<typeof useDraftActions>['resend'];
  onContinue: () => void;
  onDiscard: () => void;
}) {
  return (
    <li className="rounded-2xl bg-white p-3 ring-1 ring-amber-200" aria-label={`Draft: ${preview(draft)}`}>
      <p className="line-clamp-2 text-sm text-indigo-950">{preview(draft)}</p>
      <p className="mt-1 text-xs text-stone-600">
        {entryDate(draft.writtenAt)}
        {draft.sessionTitle ? ` · ${draft.sessionTitle}` : ''}
        {draft.audio ? ' · with a recording' : ''}
      </p>
      <p className="mt-1 text-sm font-medium text-amber-900">{standing(draft)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {draft.status === 'editing' ? (
          <Button variant="outline" size="sm" onClick={onContinue}>
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
        <Button variant="outline" size="sm" onClick={onDiscard}>
          <Trash2 aria-hidden="true" />
          Discard
        </Button>
      </div>
    </li>
  );
}
