import { useQuery } from '@tanstack/react-query';
import { Headphones, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { dailyPromptQuery } from '#client/features/journal/api/journal-queries.ts';
import { localDay } from '#client/features/journal/api/journal-types.ts';
import type { ComposeContext } from '#client/features/journal/drafts/use-compose.ts';

/** Opened from Session Complete: which session this reflects on, and its prompt. */
export function ReflectingOn({ context }: { context: ComposeContext }) {
  return (
    <div className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-amber-800">
        <Headphones aria-hidden="true" className="size-4" />
        Reflecting on
      </p>
      {context.sessionId ? (
        <Link
          to={`/sessions/${encodeURIComponent(context.sessionId)}`}
          className="mt-1 block font-semibold text-indigo-950 underline decoration-amber-400 underline-offset-4 hover:decoration-2"
        >
          {context.sessionTitle ?? 'This session'}
        </Link>
      ) : null}
      {context.prompt ? (
        <blockquote className="mt-2 text-lg font-medium text-indigo-950">{context.prompt}</blockquote>
      ) : null}
    </div>
  );
}

/** Opened plainly: Founder Flow AI's question of the day, why it was chosen, and a way to answer it. */
export function DailyPrompt({
  userId,
  answering,
  onAnswer,
}: {
  userId: string;
  answering: string | null;
  onAnswer: (prompt: string | null) => void;
}) {
  const prompt = useQuery(dailyPromptQuery(userId, localDay()));
  return (
    <section
      aria-labelledby="daily-prompt-heading"
      className="rounded-2xl bg-indigo-950 p-4 text-white sm:p-5"
    >
      <h3 id="daily-prompt-heading" className="flex items-center gap-2 text-sm font-semibold text-amber-300">
        <Sparkles aria-hidden="true" className="size-4" />
        Founder Flow AI
      </h3>
      {prompt.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-indigo-100">
          <Spinner size="sm" label="Loading" />
          Finding today’s question…
        </p>
      ) : prompt.error ? (
        <ErrorNotice
          size="inline"
          className="mt-3"
          message={`Today’s question could not be loaded: ${prompt.error.message}`}
          onRetry={() => void prompt.refetch()}
          retrying={prompt.isRefetching}
        />
      ) : (
        <>
          <p className="mt-2 text-lg font-semibold">{prompt.data.text}</p>
          <p className="mt-1 text-sm text-indigo-100">{prompt.data.reason}</p>
          {answering === prompt.data.text ? (
            <Button variant="ghostLight" size="sm" className="mt-3" onClick={() => onAnswer(null)}>
              Write freely instead
            </Button>
          ) : (
            <Button variant="warm" size="sm" className="mt-3" onClick={() => onAnswer(prompt.data.text)}>
              Answer this question
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** What the entry answers: the session it reflects on when opened from one, else today's question. */
export function EntryPrompt({
  userId,
  context,
  answering,
  onAnswer,
}: {
  userId: string;
  context: ComposeContext;
  answering: string | null;
  onAnswer: (prompt: string | null) => void;
}) {
  return context.sessionId !== null ? (
    <ReflectingOn context={context} />
  ) : (
    <DailyPrompt userId={userId} answering={answering} onAnswer={onAnswer} />
  );
}
