import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { mySessionQuery } from '#client/features/listening/api/my-session.ts';
import { completionStore, type CompletedSession } from '#client/features/listening/completion-store.ts';
import { RatingStars } from '#client/features/listening/components/rating-stars.tsx';
import { sessionKeys } from '#client/entities/catalog/session-keys.ts';

export function journalLink({ sessionId, title, journalPrompt }: CompletedSession): string {
  const query = new URLSearchParams({ sessionId, sessionTitle: title, prompt: journalPrompt });
  return `/journal?${query.toString()}`;
}

/**
 * The Session Complete modal itself: the stars (the session was just finished, so rating is open),
 * then Skip for now, or Start Reflecting in the journal.
 */
export function SessionCompleteModal({ completed }: { completed: CompletedSession | null }) {
  return (
    <Dialog
      open={completed !== null}
      onClose={completionStore.close}
      title="Session Complete"
      description={
        completed && <>You finished “{completed.title}”. Take a moment to reflect while it is fresh.</>
      }
    >
      {completed && (
        <>
          <figure className="mt-5 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
            <figcaption className="text-xs font-semibold uppercase tracking-wide text-amber-800">
              Journal prompt
            </figcaption>
            <blockquote className="mt-1 font-medium text-indigo-950">{completed.journalPrompt}</blockquote>
          </figure>
          <RateWhileFresh sessionId={completed.sessionId} />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={completionStore.close}>
              Skip for now
            </Button>
            <Link to={journalLink(completed)} onClick={completionStore.reflect} className={buttonVariants()}>
              <NotebookPen aria-hidden="true" />
              Start Reflecting
            </Link>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** The listener's stars for the session just completed; the page's average follows a rating. */
function RateWhileFresh({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient();
  const mine = useQuery(mySessionQuery(sessionId));
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold text-indigo-950">Rate this session</p>
      <RatingStars
        sessionId={sessionId}
        mine={{ rating: mine.data?.rating ?? null, completed: true }}
        onRated={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) })}
      />
    </div>
  );
}
