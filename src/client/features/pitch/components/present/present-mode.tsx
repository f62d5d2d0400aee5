import { useCallback, useEffect, useRef, useState } from 'react';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { SlideStepper } from './deck-controls.tsx';
import { PresentStage } from './present-stage.tsx';
import { PresentTopBar } from './present-top-bar.tsx';
import { useDeckKeys } from './use-deck-keys.ts';
import { useFullscreen } from './use-fullscreen.ts';

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
      <PresentTopBar
        index={index}
        count={slides.length}
        presenter={presenter}
        onPresenter={() => setPresenter((p) => !p)}
        fullscreen={fullscreen}
        onClose={close}
        controlClassName={control}
      />

      <PresentStage slides={slides} index={index} theme={theme} presenter={presenter} swipe={swipe} />

      <div className="flex items-center justify-center gap-6 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-1">
        <SlideStepper index={index} count={slides.length} go={go} buttonClassName={control} />
      </div>
    </div>
  );
}
