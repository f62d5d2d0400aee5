import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import type { CaptionCue } from '#client/features/listening/hooks/use-captions.ts';

/** What is searched for in the transcript, the cues that match, and which of them is in view. */
export function useTranscriptSearch(cues: readonly CaptionCue[]) {
  const [query, setQuery] = useState('');
  const [position, setPosition] = useState(0);
  const needle = query.trim().toLowerCase();
  const matches = useMemo(
    () =>
      needle ? cues.flatMap((cue, index) => (cue.text.toLowerCase().includes(needle) ? [index] : [])) : [],
    [cues, needle],
  );
  const current = matches.length ? Math.min(position, matches.length - 1) : -1;
  const step = (by: number) => {
    if (matches.length) setPosition((current + by + matches.length) % matches.length);
  };
  return {
    query,
    needle,
    matches,
    /** The cue index of the match in view, or -1. */
    currentCue: current >= 0 ? (matches[current] ?? -1) : -1,
    current,
    search(next: string) {
      setQuery(next);
      setPosition(0);
    },
    next: () => step(1),
    previous: () => step(-1),
  };
}

export type TranscriptSearchState = ReturnType<typeof useTranscriptSearch>;

const stepClass =
  'inline-flex size-8 items-center justify-center rounded-full text-indigo-100 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400 disabled:opacity-40';

/**
 * The transcript's search box: matching lines are highlighted, the count says how many, and Enter
 * (or the arrows) moves between them; Shift+Enter goes back.
 */
export function TranscriptSearch({ search }: { search: TranscriptSearchState }) {
  const statusId = useId();
  const none = search.matches.length === 0;
  const status = !search.needle
    ? ''
    : none
      ? 'No matches'
      : `${search.current + 1} of ${search.matches.length}`;
  return (
    <div className="mb-2 flex items-center gap-1">
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-stone-500"
        />
        <Input
          type="search"
          aria-label="Search the transcript"
          aria-describedby={statusId}
          placeholder="Search the transcript"
          value={search.query}
          onChange={(event) => search.search(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (event.shiftKey) search.previous();
            else search.next();
          }}
          className="h-9 pl-8 text-sm"
        />
      </div>
      <span id={statusId} role="status" className="min-w-16 text-center text-xs tabular-nums text-indigo-100">
        {status}
      </span>
      <button
        type="button"
        aria-label="Previous match"
        className={stepClass}
        disabled={none}
        onClick={search.previous}
      >
        <ChevronUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label="Next match"
        className={stepClass}
        disabled={none}
        onClick={search.next}
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The cue's text with every occurrence of the search marked. */
export function HighlightedText({ text, needle }: { text: string; needle: string }) {
  if (!needle) return <>{text}</>;
  const parts: { text: string; hit: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className="rounded bg-amber-300 px-0.5 text-indigo-950">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
