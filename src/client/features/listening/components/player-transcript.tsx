import { useId, useState } from 'react';
import { formatTime } from '#client/features/listening/components/format-time.ts';
import { seekTo } from '#client/features/listening/components/media-actions.ts';
import { TranscriptLines } from '#client/features/listening/components/transcript-lines.tsx';
import {
  TranscriptSearch,
  useTranscriptSearch,
} from '#client/features/listening/components/transcript-search.tsx';
import { useCaptions } from '#client/features/listening/hooks/use-captions.ts';
import { usePlayer } from '#client/entities/player/player-store.ts';

interface PlayerTranscriptProps {
  media: HTMLMediaElement | null;
  captionsUrl: string | null | undefined;
  chapters: ReadonlyArray<{ startSeconds: number; title: string }> | undefined;
  isVideo: boolean;
}

const toggleClass =
  'inline-flex min-h-8 items-center rounded-full px-3 text-xs font-medium text-indigo-100 ring-1 ring-white/15 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400 aria-expanded:bg-white/15';

/**
 * Under the player: 'Transcript' opens the session's captions as text, the sentence being spoken
 * highlighted and kept in view, any sentence a way to jump there, to keep in the journal or to share;
 * a search box finds lines. Podcasts also list their chapters.
 */
export function PlayerTranscript({ media, captionsUrl, chapters = [], isVideo }: PlayerTranscriptProps) {
  const { cues, active } = useCaptions(media, captionsUrl, isVideo);
  const [open, setOpen] = useState<'transcript' | 'chapters' | null>(null);
  const panelId = useId();
  const search = useTranscriptSearch(cues);
  const sessionId = usePlayer((state) => state.track?.sessionId);

  if (!cues.length && !chapters.length) return null;
  const jump = (seconds: number) => media && seekTo(media, seconds);
  const toggle = (panel: 'transcript' | 'chapters') =>
    setOpen((current) => (current === panel ? null : panel));

  return (
    <div className="mt-1.5">
      <div className="flex gap-2">
        {cues.length > 0 && (
          <button
            type="button"
            className={toggleClass}
            aria-expanded={open === 'transcript'}
            aria-controls={panelId}
            onClick={() => toggle('transcript')}
          >
            Transcript
          </button>
        )}
        {chapters.length > 0 && (
          <button
            type="button"
            className={toggleClass}
            aria-expanded={open === 'chapters'}
            aria-controls={panelId}
            onClick={() => toggle('chapters')}
          >
            Chapters
          </button>
        )}
      </div>
      {open === 'transcript' && (
        <div className="mt-2">
          <TranscriptSearch search={search} />
          <TranscriptLines
            id={panelId}
            cues={cues}
            active={active}
            search={search}
            sessionId={sessionId}
            onJump={jump}
          />
        </div>
      )}
      {open === 'chapters' && (
        <ol
          id={panelId}
          aria-label="Chapters"
          className="mt-2 max-h-48 overflow-y-auto rounded-xl bg-white/5 p-2 text-sm"
        >
          {chapters.map((chapter) => (
            <li key={chapter.startSeconds}>
              <button
                type="button"
                onClick={() => jump(chapter.startSeconds)}
                className="flex w-full gap-3 rounded-lg px-2 py-1 text-left text-indigo-100 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
              >
                <span className="w-10 shrink-0 tabular-nums text-indigo-300">
                  {formatTime(chapter.startSeconds)}
                </span>
                {chapter.title}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
