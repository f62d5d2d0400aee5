import { cn } from '#client/lib/utils.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { SlideView } from '#client/features/pitch/components/slides/slide-view.tsx';
import { PresenterPanel } from './presenter-panel.tsx';
import type { useDeckKeys } from './use-deck-keys.ts';

/** The largest 16:9 box that fits the space: as wide as it may be, but never taller than the height. */
const FIT = 'w-[min(100%,calc((100dvh-var(--present-chrome,0px))*16/9))]';

/** The slide as large as it fits, or beside the presenter's notes and next slide; swiped to turn. */
export function PresentStage({
  slides,
  index,
  theme,
  presenter,
  swipe,
}: {
  slides: PitchSlide[];
  index: number;
  theme: DeckTheme;
  presenter: boolean;
  swipe: ReturnType<typeof useDeckKeys>;
}) {
  const slide = slides[index];
  return (
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
      {presenter ? (
        <PresenterPanel notes={slide?.notes ?? ''} next={slides[index + 1]} theme={theme} />
      ) : null}
    </div>
  );
}
