import type { SlideLayout } from '#shared/pitch/frameworks.ts';
import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { SlideView } from '#client/features/pitch/components/slides/slide-view.tsx';
import { SlideInspector } from './slide-inspector.tsx';

/** The selected slide at full width, its text edited in place, and its settings under it. */
export function SelectedSlide({
  slide,
  index,
  count,
  theme,
  onChange,
  onLayout,
}: {
  slide: PitchSlide | undefined;
  index: number;
  count: number;
  theme: DeckTheme;
  onChange: (patch: Partial<PitchSlide>, field: string) => void;
  onLayout: (layout: SlideLayout) => void;
}) {
  return (
    <section aria-label="Selected slide" className="min-w-0 space-y-4">
      {slide ? (
        <>
          <div
            id="slide-editor"
            tabIndex={-1}
            className="overflow-hidden rounded-2xl shadow-md outline-none ring-1 ring-stone-200"
          >
            <SlideView
              key={slide.id}
              slide={slide}
              theme={theme}
              editing={{ onChange }}
              label={`Slide ${index + 1} of ${count}, editable`}
            />
          </div>
          <p className="text-sm text-stone-600">
            Click any text on the slide to edit it. Enter adds a point; Backspace in an empty point removes
            it.
          </p>
          <SlideInspector slide={slide} onChange={onChange} onLayout={onLayout} />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-indigo-200 p-8 text-center text-stone-700">
          This deck has no slides. Add one, or generate the deck again from your answers.
        </p>
      )}
    </section>
  );
}
