import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LogoMark } from '#client/components/brand/logo.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { env } from '#client/lib/env.ts';
import { cn } from '#client/lib/utils.ts';
import { getTheme } from '#shared/pitch/themes.ts';
import type { SharedDeck } from '#shared/schemas/pitch.ts';
import { sharedDeckQuery } from '#client/features/pitch/api/pitch-api.ts';
import { FullscreenButton, SlideStepper } from '#client/features/pitch/components/present/deck-controls.tsx';
import { useDeckKeys } from '#client/features/pitch/components/present/use-deck-keys.ts';
import { useFullscreen } from '#client/features/pitch/components/present/use-fullscreen.ts';
import { SlideView } from '#client/features/pitch/components/slides/slide-view.tsx';
import { createDwellTracker, declinesTracking, sendReport } from './dwell-tracker.ts';
import { UnlockPage } from './unlock-page.tsx';

/** /d/:token: a shared deck, read-only, for anyone with the link; no account, nothing about the viewer kept. */
export function ViewerPage() {
  const { id: token = '' } = useParams();
  const deck = useQuery(sharedDeckQuery(token));
  return (
    <div className="flex min-h-dvh flex-col bg-stone-950 text-white">
      {deck.isPending ? (
        <main className="grid flex-1 place-items-center">
          <title>Pitch deck · Founder Flow</title>
          <h1 className="sr-only">Pitch deck</h1>
          <p role="status" className="flex items-center gap-3 text-white/80">
            <Spinner size="sm" label="Loading" /> Opening the deck…
          </p>
        </main>
      ) : deck.error instanceof ApiError && deck.error.code === 'shared_deck_locked' ? (
        <UnlockPage token={token} />
      ) : deck.error ? (
        <ViewerError error={deck.error} retry={() => void deck.refetch()} retrying={deck.isRefetching} />
      ) : (
        <Viewer token={token} deck={deck.data} />
      )}
    </div>
  );
}

function ViewerError({ error, retry, retrying }: { error: Error; retry: () => void; retrying: boolean }) {
  const gone =
    error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 422);
  return (
    <main className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-6 py-16">
      <title>{`${gone ? 'Link not available' : 'Pitch deck'} · Founder Flow`}</title>
      <LogoMark className="size-10" />
      {gone ? (
        <>
          <h1 className="mt-6 text-2xl font-bold">This link is no longer available</h1>
          <p className="mt-2 text-white/80">
            The person who shared this deck may have turned the link off, or it has expired. Ask them for a
            new one.
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-6 text-2xl font-bold">The deck could not be opened</h1>
          <ErrorNotice className="mt-4" message={error.message} onRetry={retry} retrying={retrying} />
        </>
      )}
      <Link
        to="/"
        className={cn(
          'mt-8 self-start rounded text-sm font-medium text-amber-200 underline',
          focusRingOnDark,
        )}
      >
        What is Founder Flow?
      </Link>
    </main>
  );
}

/**
 * Reports how long each slide was looked at, and the slide on screen (the last one says where the
 * visit ended): on every slide change, and when the page is hidden or closed. A browser that asks
 * not to be tracked sends nothing (and the server would write nothing if it did).
 */
function useDwellReports(token: string, slideId: string | undefined) {
  const [tracker] = useState(() => createDwellTracker());
  const [viewId] = useState(() => crypto.randomUUID());
  const [quiet] = useState(() => declinesTracking());
  const at = useRef<string | undefined>(undefined);
  const url = `${env.apiBaseUrl}/api/pitch/shared/${encodeURIComponent(token)}/views`;
  const report = useCallback(() => {
    const dwell = tracker.take();
    if (!quiet) sendReport(url, { viewId, at: at.current, dwell });
  }, [url, viewId, tracker, quiet]);

  useEffect(() => {
    if (!slideId) return;
    at.current = slideId;
    report();
    tracker.show(slideId);
  }, [slideId, tracker, report]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        tracker.pause();
        report();
      } else tracker.resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', report);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', report);
      // Leaving the viewer inside the app (a link to the home page) is a hide too.
      report();
    };
  }, [tracker, report]);
}

function Viewer({ token, deck }: { token: string; deck: SharedDeck }) {
  const root = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const fullscreen = useFullscreen(root);
  const theme = getTheme(deck.theme);
  const count = deck.slides.length;
  const go = useCallback(
    (move: { delta: number } | { to: number }) =>
      setIndex((i) => Math.max(0, Math.min(count - 1, 'to' in move ? move.to : i + move.delta))),
    [count],
  );
  const swipe = useDeckKeys({ count, go });
  const slide = deck.slides[index];
  useDwellReports(token, slide?.id);
  const control = cn(
    'grid size-11 place-items-center rounded-full text-white hover:bg-white/15 disabled:opacity-40',
    focusRingOnDark,
  );

  return (
    <div ref={root} className="flex min-h-dvh flex-1 flex-col bg-stone-950">
      <title>{`${deck.title} · Founder Flow`}</title>
      <header className="flex items-center justify-between gap-3 px-4 py-2">
        <h1 className="truncate text-base font-semibold">{deck.title}</h1>
        <FullscreenButton fullscreen={fullscreen} className={control} />
      </header>
      {deck.superseded ? (
        <p
          role="note"
          className="mx-4 mb-1 self-center rounded-full bg-amber-200 px-4 py-1.5 text-center text-sm font-medium text-stone-950"
        >
          A newer version of this deck exists
        </p>
      ) : null}
      <main
        className="flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-2"
        {...swipe}
      >
        {slide ? (
          <div className="w-[min(100%,calc((100dvh-8.5rem)*16/9))]">
            <SlideView slide={slide} theme={theme} label={`Slide ${index + 1} of ${count}`} />
          </div>
        ) : (
          <p>This deck has no slides.</p>
        )}
      </main>
      <nav
        aria-label="Slides"
        className="flex items-center justify-center gap-4 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2"
      >
        <SlideStepper index={index} count={count} go={go} buttonClassName={control}>
          <p aria-live="polite" className="min-w-24 text-center text-sm tabular-nums text-white/80">
            {index + 1} / {count}
          </p>
        </SlideStepper>
      </nav>
      <p className="pb-3 text-center text-xs text-white/70">
        Made with{' '}
        <Link to="/" className={cn('rounded underline', focusRingOnDark)}>
          Founder Flow
        </Link>
      </p>
    </div>
  );
}
