import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Headphones, MessageCircle, Mic, PencilLine, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { cn } from '#client/lib/utils.ts';
import type { Entry } from '#shared/schemas/journal.ts';
import { entryQuery, useDeleteEntry } from '#client/features/journal/api/entries.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';
import { entryDate } from '#client/features/journal/components/format.ts';
import { MoodBadge } from '#client/features/journal/components/mood.tsx';
import { OwlConversation } from '#client/features/journal/components/owl/owl-conversation.tsx';
import { EntryEditor } from './entry-editor.tsx';
import { EntryMomentLink } from './entry-moment-link.tsx';
import { EntryAudio } from './entry-transcript.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

const TRANSCRIPT_POLL_MS = 3000;

/** Why 'Ask the Owl' cannot be used on an entry, or null when it can. */
export function owlUnavailable(entry: Entry, aiEnabled: boolean): string | null {
  if (entry.aiOptOut) return 'You kept this entry away from AI.';
  if (!aiEnabled) return 'The AI Owl is turned off in your privacy settings.';
  return null;
}

/** One entry in the list: a summary that opens into the whole entry, its recording and the Owl. */
export function EntryCard({
  userId,
  entry: listed,
  aiEnabled,
}: {
  userId: string;
  entry: Entry;
  aiEnabled: boolean;
}) {
  const [params] = useSearchParams();
  // Opened from a link to this entry (the toast after saving a line): it opens unfolded.
  const [open, setOpen] = useState(() => params.get('entry') === listed.id);
  const id = useId();
  const title = listed.text.trim().split('\n')[0] || listed.transcript.trim() || 'Voice entry';
  return (
    <article aria-labelledby={`${id}-title`} className={cardVariants({ padding: 'none' })}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-start gap-3 rounded-3xl p-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 sm:p-5"
      >
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-stone-600">{entryDate(listed.createdAt)}</p>
          <h3 id={`${id}-title`} className="mt-1 line-clamp-2 font-semibold text-indigo-950">
            {title}
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
            {listed.mood !== null ? <MoodBadge mood={listed.mood} /> : null}
            {listed.sessionTitle ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-0.5 font-semibold text-indigo-800">
                <Headphones aria-hidden="true" className="size-3.5" />
                {listed.sessionTitle}
              </span>
            ) : null}
            {listed.audio ? (
              <span className="inline-flex items-center gap-1 font-medium text-stone-600">
                <Mic aria-hidden="true" className="size-3.5" />
                Voice
              </span>
            ) : null}
            {listed.tags.map((tag) => (
              <span key={tag} className="font-medium text-teal-800">
                #{tag}
              </span>
            ))}
          </div>
        </div>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-1 size-5 shrink-0 text-stone-500 transition-transform', open && 'rotate-180')}
        />
        <span className="sr-only">{open ? 'Hide entry' : 'Show entry'}</span>
      </button>
      {open ? (
        <div id={`${id}-body`} className="border-t border-stone-100 p-4 sm:p-5">
          <EntryBody userId={userId} listed={listed} aiEnabled={aiEnabled} />
        </div>
      ) : null}
    </article>
  );
}

function EntryBody({ userId, listed, aiEnabled }: { userId: string; listed: Entry; aiEnabled: boolean }) {
  // The entry itself, polled while its transcript is being made.
  const { data: entry = listed } = useQuery({
    ...entryQuery(userId, listed.id),
    initialData: listed,
    refetchInterval: (query) =>
      query.state.data?.transcriptStatus === 'pending' ? TRANSCRIPT_POLL_MS : false,
  });
  const [mode, setMode] = useState<'read' | 'edit' | 'owl'>('read');
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteEntry(userId);
  const unavailable = owlUnavailable(entry, aiEnabled);
  const reasonId = useId();

  if (mode === 'edit') return <EntryEditor userId={userId} entry={entry} onDone={() => setMode('read')} />;
  return (
    <div className="space-y-4">
      {entry.sessionId ? (
        <p className="text-sm text-stone-700">
          Reflecting on{' '}
          <Link
            to={`/sessions/${encodeURIComponent(entry.sessionId)}`}
            className="font-semibold text-teal-800 underline underline-offset-4"
          >
            {entry.sessionTitle ?? 'a session'}
          </Link>
        </p>
      ) : null}
      {entry.prompt ? (
        <blockquote className="border-l-4 border-amber-300 pl-3 text-sm italic text-stone-700">
          {entry.prompt}
        </blockquote>
      ) : null}
      {entry.text ? <p className="whitespace-pre-wrap text-indigo-950">{entry.text}</p> : null}
      <EntryMomentLink entry={entry} />
      <EntryAudio userId={userId} entry={entry} />

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setMode('edit')}>
          <PencilLine aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        <Button
          size="sm"
          aria-expanded={mode === 'owl'}
          disabled={unavailable !== null}
          aria-describedby={unavailable ? reasonId : undefined}
          onClick={() => setMode(mode === 'owl' ? 'read' : 'owl')}
        >
          <MessageCircle aria-hidden="true" />
          Ask the Owl
        </Button>
      </div>
      {unavailable ? (
        <p id={reasonId} className="text-sm text-stone-600">
          {unavailable}
        </p>
      ) : null}
      {remove.error ? <ErrorNotice size="inline" title="Not deleted" message={remove.error.message} /> : null}

      {mode === 'owl' && unavailable === null ? (
        <section aria-label="The Owl on this entry" className="rounded-2xl bg-indigo-50/60 p-4">
          <OwlConversation userId={userId} entryId={entry.id} />
        </section>
      ) : null}

      <ConfirmDialog
        open={deleting}
        title="Delete this entry?"
        description="The entry, its recording and its Owl conversation are deleted for good."
        confirm="Delete entry"
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate(entry.id, { onSuccess: () => setDeleting(false) })}
      />
    </div>
  );
}
