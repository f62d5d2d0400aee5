import { useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { PitchQuestion } from '#shared/pitch/frameworks.ts';

/** Line breaks and tabs stay; other control characters (pasted from odd places) are dropped. */
const clean = (text: string) => text.replace(/[^\P{Cc}\t\n\r]/gu, '');

/** One question of a slide, with its example under it; long and list answers get a text area. */
export function QuestionField({
  question,
  value,
  max,
  onChange,
}: {
  question: PitchQuestion;
  value: string;
  max: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const multiline = question.kind === 'longText' || question.kind === 'list' || question.kind === 'series';
  const label = (
    <label htmlFor={id} className="block text-sm font-semibold text-indigo-950">
      {question.label}
      {question.optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
    </label>
  );
  const hint = (
    <p id={hintId} className="mt-1.5 whitespace-pre-line text-sm text-stone-600">
      <span className="font-medium">Example: </span>
      {question.example}
    </p>
  );
  return (
    <div>
      {label}
      {multiline ? (
        <Textarea
          id={id}
          aria-describedby={hintId}
          className="mt-1.5"
          rows={question.kind === 'longText' ? 3 : 4}
          maxLength={max}
          value={value}
          onChange={(e) => onChange(clean(e.target.value))}
        />
      ) : (
        <Input
          id={id}
          aria-describedby={hintId}
          className="mt-1.5"
          maxLength={max}
          value={value}
          onChange={(e) => onChange(clean(e.target.value))}
        />
      )}
      {hint}
    </div>
  );
}
