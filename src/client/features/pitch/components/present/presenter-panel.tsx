import type { DeckTheme } from '#shared/pitch/themes.ts';
import { SlideView, type SlideContent } from '#client/features/pitch/components/slides/slide-view.tsx';
import { PresenterTimer } from './presenter-timer.tsx';

/** Beside the slide in the presenter view: the timer, this slide's notes and the slide that comes next. */
export function PresenterPanel({
  notes,
  next,
  theme,
}: {
  notes: string;
  next?: SlideContent;
  theme: DeckTheme;
}) {
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
