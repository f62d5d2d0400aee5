import { useMutation } from '@tanstack/react-query';
import { BookmarkPlus, Link2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CaptionCue } from '#client/features/listening/hooks/use-captions.ts';
import { saveLine, shareMoment } from '#client/features/listening/components/transcript-moment.ts';
import {
  HighlightedText,
  type TranscriptSearchState,
} from '#client/features/listening/components/transcript-search.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { notify } from '#client/lib/notify.ts';
import { cn } from '#client/lib/utils.ts';

const actionClass =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-indigo-200 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400 disabled:opacity-40';

/**
 * 'Save this line': a journal entry quoting it, tagged with the session and the moment; the toast
 * opens it. A visitor is asked to sign in first (the journal is theirs alone).
 */
function useSaveLine(sessionId: string | undefined) {
  const { isSignedIn } = useAuthSession();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useMutation({
    mutationFn: (cue: CaptionCue) => saveLine(sessionId ?? '', cue),
    onSuccess: (entry) =>
      void notify('success', 'Saved to your journal', {
        action: {
          label: 'Open entry',
          onClick: () => void navigate(`/journal?tab=entries&entry=${encodeURIComponent(entry.id)}`),
        },
      }),
    onError: (error) => void notify('error', 'Could not save this line', { description: error.message }),
  });
  return {
    pending: save.isPending,
    save(cue: CaptionCue) {
      if (isSignedIn) return save.mutate(cue);
      const back = `${location.pathname}${location.search}`;
      void notify('info', 'Sign in to save lines to your journal', {
        action: {
          label: 'Sign in',
          onClick: () => void navigate(`/auth?redirect=${encodeURIComponent(back)}`),
        },
      });
    },
  };
}

interface TranscriptLinesProps {
  id: string;
  cues: readonly CaptionCue[];
  /** The cue being spoken. */
  active: number;
  search: TranscriptSearchState;
  sessionId: string | undefined;
  onJump: (seconds: number) => void;
}

/** The transcript's lines: each one seeks there, and can be saved to the journal or shared. */
export function TranscriptLines({ id, cues, active, search, sessionId, onJump }: TranscriptLinesProps) {
  const activeRef = useRef<HTMLLIElement | null>(null);
  const matchRef = useRef<HTMLLIElement | null>(null);
  const line = useSaveLine(sessionId);
  const { currentCue, needle } = search;

  useEffect(() => {
    if (currentCue < 0) activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [active, currentCue]);
  useEffect(() => {
    matchRef.current?.scrollIntoView({ block: 'nearest' });
  }, [currentCue]);

  return (
    <ol
      id={id}
      aria-label="Transcript"
      className="max-h-48 overflow-y-auto rounded-xl bg-white/5 p-2 text-sm"
    >
      {cues.map((cue, i) => (
        <li
          key={`${cue.start}-${i}`}
          ref={i === currentCue ? matchRef : i === active ? activeRef : undefined}
          className={cn('flex items-start gap-1 rounded-lg', i === currentCue && 'ring-2 ring-amber-300')}
        >
          <button
            type="button"
            data-cue=""
            aria-current={i === active ? 'true' : undefined}
            onClick={() => onJump(cue.start)}
            className={cn(
              'min-w-0 flex-1 rounded-lg px-2 py-1 text-left text-indigo-100 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400',
              i === active && 'bg-amber-400/20 text-white',
            )}
          >
            <HighlightedText text={cue.text} needle={needle} />
          </button>
          {sessionId && (
            <>
              <button
                type="button"
                aria-label="Save this line"
                title="Save this line"
                className={actionClass}
                disabled={line.pending}
                onClick={() => line.save(cue)}
              >
                <BookmarkPlus aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label="Share this moment"
                title="Share this moment"
                className={actionClass}
                onClick={() => void shareMoment(sessionId, cue.start)}
              >
                <Link2 aria-hidden="true" className="size-4" />
              </button>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
