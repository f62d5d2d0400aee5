import { Sparkles } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { FrameworkSlide } from '#shared/pitch/frameworks.ts';
import type { useGenerateDeck } from './use-generate-deck.ts';
import { cardVariants } from '#client/components/ui/card.tsx';

/** The last step: how complete each slide's answers are, and the button that writes the deck. */
export function GenerateStep({
  slides,
  answers,
  regenerating,
  generate,
  blocked,
  onGo,
}: {
  slides: FrameworkSlide[];
  answers: Record<string, string>;
  /** Whether the deck exists already, so generating replaces its slides. */
  regenerating: boolean;
  generate: ReturnType<typeof useGenerateDeck>;
  /** The plan has no room for the deck. */
  blocked: boolean;
  onGo: (step: number) => void;
}) {
  return (
    <section
      aria-labelledby="review-title"
      className={cardVariants({ padding: 'none', className: 'p-5 sm:p-8' })}
    >
      <h2 id="review-title" className="text-2xl font-bold text-indigo-950">
        Generate your deck
      </h2>
      <p className="mt-1 text-stone-700">
        Empty answers leave gaps the checker will point out; you can fill them here or on the slides later.
        {regenerating ? ' Generating again replaces the slides; the current ones stay in Versions.' : null}
      </p>
      <ul className="mt-4 divide-y divide-stone-100">
        {slides.map((slide, i) => (
          <AnsweredRow key={slide.key} slide={slide} number={i + 1} answers={answers} onGo={onGo} />
        ))}
      </ul>
      {generate.error && generate.error.message !== 'premium' ? (
        <ErrorNotice
          className="mt-4"
          size="inline"
          message={`The deck was not generated: ${generate.error.message}`}
        />
      ) : null}
      <Button
        size="lg"
        className="mt-6"
        onClick={() => generate.mutate()}
        disabled={generate.isPending || blocked}
      >
        <Sparkles aria-hidden="true" />
        {generate.isPending ? 'Writing your slides…' : 'Generate the deck'}
      </Button>
    </section>
  );
}

/** A slide with how many of its questions have an answer; it opens that slide's step. */
function AnsweredRow({
  slide,
  number,
  answers,
  onGo,
}: {
  slide: FrameworkSlide;
  number: number;
  answers: Record<string, string>;
  onGo: (step: number) => void;
}) {
  const answered = slide.questions.filter((q) => (answers[q.key] ?? '').trim() !== '').length;
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span className="text-indigo-950">
        {number}. {slide.title}
      </span>
      <button
        type="button"
        onClick={() => onGo(number)}
        className={cn('rounded font-medium text-teal-800 hover:underline', focusRing)}
      >
        {answered === slide.questions.length
          ? 'Answered'
          : `${answered} of ${slide.questions.length} answered`}
        <span className="sr-only">: edit {slide.title}</span>
      </button>
    </li>
  );
}
