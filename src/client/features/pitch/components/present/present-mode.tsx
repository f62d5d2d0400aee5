import { MonitorSpeaker, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { SlideView, type SlideContent } from '#client/features/pitch/components/slides/slide-view.tsx';
import { FullscreenButton, SlideStepper } from './deck-controls.tsx';
import { PresenterTimer } from './presenter-timer.tsx';
import { useDeckKeys } from './use-deck-keys.ts';
import { useFullscreen } from './use-fullscreen.ts';

/** The largest 16:9 box that fits the space: as wide as it may be, but never taller than the height. */
const FIT = 'w-[min(100%,calc((100dvh-var(--present-chrome,0px))*16/9))]';

/**
 * The deck shown a slide at a time over the whole window (and the whole screen through the
 * Fullscreen API), turned by keys, clicker and swipe. The presenter view adds the next slide, the
 * speaker notes and a timer. Closing returns to where it was opened from.
 */
export function PresentMode({
  slides,
  theme,
  startAt = 0,
  onClose,
}: {
  slides: PitchSlide[];
  theme: DeckTheme;
  startAt?: number;
  onClose: (at: number) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(() => Math.min(startAt, Math.max(0, slides.length - 1)));
  const [presenter, setPresenter] = useState(false);
  const indexRef = useRef(index);
  useEffect(() => {
    indexRef.current = index;
  });
  // Escape leaves present mode in one press, full screen or not. In full screen the browser keeps that
  // key for itself and only ends full screen, so its ending full screen closes the presentation too.
  const fullscreen = useFullscreen(root, () => onClose(indexRef.current));

  const close = useCallback(() => {
    void fullscreen.exit();
    onClose(indexRef.current);
  }, [fullscreen, onClose]);

  const go = useCallback(
    (move: { delta: number } | { to: number }) =>
      setIndex((i) => Math.max(0, Math.min(slides.length - 1, 'to' in move ? move.to : i + move.delta))),
    [slides.length],
  );
  const swipe = useDeckKeys({ count: slides.length, go, onEscape: close });

  useEffect(() => {
    root.current?.focus();
    void fullscreen.enter();
    // Entering is asked once, on opening (a user gesture opened it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const slide = slides[index];
  const next = slides[index + 1];
  const control = cn(
    'grid size-11 place-items-center rounded-full text-white hover:bg-white/15',
    focusRingOnDark,
  );

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label="Presentation"
      tabIndex={-1}
      className="fixed inset-0 z-[70] flex flex-col bg-black text-white outline-none"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
        <p aria-live="polite" className="tabular-nums text-white/80">
          Slide {index + 1} of {slides.length}
        </p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={control}
            aria-pressed={presenter}
            aria-label="Presenter view"
            onClick={() => setPresenter((p) => !p)}
          >
            <MonitorSpeaker aria-hidden="true" className="size-5" />
          </button>
          <FullscreenButton fullscreen={fullscreen} className={control} />
          <button type="button" className={control} aria-label="Stop presenting" onClick={close}>
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div
        className={cn(
          'flex min-h-0 flex-1 touch-pan-y select-none',
          presenter ? 'flex-col gap-3 p-3 lg:flex-row' : '',
        )}
        {...swipe}
      >
        <div
          className={cn(
            'flex min-h-0 items-center justify-center',
            presenter ? 'lg:flex-[3]' : 'flex-1 [--present-chrome:7rem]',
          )}
        >
          {slide ? (
            <div className={presenter ? 'w-full' : FIT}>
              <SlideView slide={slide} theme={theme} label={`Slide ${index + 1} of ${slides.length}`} />
            </div>
          ) : (
            <p>This deck has no slides yet.</p>
          )}
        </div>
        {presenter ? <PresenterPanel notes={slide?.notes ?? ''} next={next} theme={theme} /> : null}
      </div>

      <div className="flex items-center justify-center gap-6 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-1">
        <SlideStepper index={index} count={slides.length} go={go} buttonClassName={control} />
      </div>
    </div>
  );
}

function PresenterPanel({ notes, next, theme }: { notes: string; next?: SlideContent; theme: DeckTheme }) {
  return (
    <aside aria-label="Presenter view" className="flex min-h-0 flex-col gap-3 overflow-y-auto lg:flex-[2]">
      <PresenterTimer />
      <section aria-labelledby="speaker-notes-title" className="rounded-xl bg-white/10 p-4">
        <h2 id="speaker-notes-title" className="text-sm font-semibold uppercase tracking-wider text-white/70">
          Speaker notes
        </h2>
        <p className="mt-2 whitespace-pre-wrap text-lg leading-relaxed">
          {notes || 'No notes for this slide.'}
        </p>
      </section>
      <section aria-labelledby="next-slide-title">
        <h2 id="next-slide-title" className="text-sm font-semibold uppercase tracking-wider text-white/70">
          {next ? 'Next slide' : 'End of the deck'}
        </h2>
        {next ? (
          <div className="mt-2 w-full max-w-sm">
            <SlideView slide={next} theme={theme} />
          </div>
        ) : null}
      </section>
    </aside>
  );
}
