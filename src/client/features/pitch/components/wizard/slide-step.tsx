import { ANSWER_MAX_LENGTH, type FrameworkSlide } from '#shared/pitch/frameworks.ts';
import { JournalImport } from './journal-import.tsx';
import { QuestionField } from './question-field.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

/** One slide's step: its purpose, its questions, and what the journal already says about them. */
export function SlideStep({
  userId,
  slide,
  number,
  count,
  answers,
  onAnswer,
}: {
  userId: string;
  slide: FrameworkSlide;
  /** The slide's place in the framework, from 1. */
  number: number;
  count: number;
  answers: Record<string, string>;
  onAnswer: (key: string, text: string) => void;
}) {
  // Journal text is added under what is already written, never over it.
  const addFromJournal = (key: string, text: string) => {
    const before = (answers[key] ?? '').trim();
    onAnswer(key, (before ? `${before}\n${text}` : text).slice(0, ANSWER_MAX_LENGTH));
  };
  return (
    <section
      aria-labelledby="step-title"
      className={cardVariants({ padding: 'none', className: 'p-5 sm:p-8' })}
    >
      <p className="text-sm font-semibold text-teal-800">
        Slide {number} of {count}
      </p>
      <h2 id="step-title" className="mt-1 text-2xl font-bold text-indigo-950">
        {slide.title}
      </h2>
      <p className="mt-1 text-stone-700">{slide.purpose}</p>
      <div className="mt-6 space-y-5">
        {slide.questions.map((question) => (
          <QuestionField
            key={question.key}
            question={question}
            value={answers[question.key] ?? ''}
            max={ANSWER_MAX_LENGTH}
            onChange={(text) => onAnswer(question.key, text)}
          />
        ))}
      </div>
      <div className="mt-6">
        <JournalImport
          key={slide.key}
          userId={userId}
          questions={slide.questions}
          company={answers.company ?? ''}
          onUse={addFromJournal}
        />
      </div>
    </section>
  );
}
