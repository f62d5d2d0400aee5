import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Artwork } from '#client/components/artwork.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { PlaybackProblem } from '#client/features/listening/components/playback-error.ts';
import type { PlayerTrack } from '#client/entities/player/player-store.ts';
import type { Artwork as ArtworkData } from '#shared/schemas/catalog.ts';

export const NOW_PLAYING_TITLE_ID = 'now-playing-title';

interface NowPlayingProps {
  track: PlayerTrack;
  artwork: ArtworkData | null | undefined;
  problem: PlaybackProblem | null;
  /** The player's own section: everything beside it is made inert while the view is open. */
  container: HTMLElement | null;
  onCollapse: () => void;
}

/**
 * The top of the full-screen now-playing view: collapse, the artwork (audio; a video shows its
 * picture below this instead), the title and the advisor. The player's own controls, scrubber and
 * transcript follow it in the same section, so the media element is never remounted. A modal view:
 * the page behind is inert, hidden and does not scroll, Escape collapses it, and focus starts on Collapse.
 * Loaded on demand, with the first expansion.
 */
export function NowPlayingTop({ track, artwork, problem, container, onCollapse }: NowPlayingProps) {
  const collapse = useRef<HTMLButtonElement | null>(null);
  const latestCollapse = useRef(onCollapse);
  useEffect(() => {
    latestCollapse.current = onCollapse;
  });

  useEffect(() => {
    collapse.current?.focus();
    const siblings = [...(container?.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== container && !element.inert,
    );
    // Out of reach and out of sight (the tab bar sits at the view's own layer); dialogs opened
    // meanwhile (Session Complete) are portalled to <body> and stay above the view.
    for (const element of siblings) {
      element.inert = true;
      element.style.visibility = 'hidden';
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestCollapse.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      for (const element of siblings) {
        element.inert = false;
        element.style.visibility = '';
      }
      root.style.overflow = overflow;
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [container]);

  return (
    <div className="order-1 flex flex-col">
      <div className="flex items-center justify-between">
        <Button
          variant="ghostDark"
          size="icon"
          onClick={onCollapse}
          aria-label="Collapse player"
          ref={collapse}
        >
          <ChevronDown aria-hidden="true" />
        </Button>
        <h2
          id={NOW_PLAYING_TITLE_ID}
          className="text-caption font-semibold uppercase tracking-wider text-indigo-200"
        >
          Now playing
        </h2>
        <span aria-hidden="true" className="size-10" />
      </div>
      {track.type !== 'video' && (
        <div className="mx-auto mt-6 aspect-square w-full max-w-[min(20rem,38vh)] overflow-hidden rounded-3xl shadow-2xl shadow-black/40">
          <Artwork artwork={artwork} size={320} eager className="!size-full rounded-3xl" />
        </div>
      )}
      <div className="mt-6 text-center">
        <p className="text-title font-bold">{track.title}</p>
        <p className="mt-1 text-body text-indigo-200">{track.coachName ?? 'Founder Flow'}</p>
        {problem && (
          <p className="mt-2 text-sm text-amber-200">
            {problem.title}: {problem.description}
          </p>
        )}
      </div>
    </div>
  );
}
