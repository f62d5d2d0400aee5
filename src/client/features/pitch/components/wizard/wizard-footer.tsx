import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

/** Back and Next under every step; a new deck's answers can also be dropped to start again. */
export function WizardFooter({
  step,
  last,
  canAdvance,
  onGo,
  onStartOver,
}: {
  step: number;
  last: number;
  /** Next needs a framework: without one there are no slide steps to go to. */
  canAdvance: boolean;
  onGo: (step: number) => void;
  /** Absent when the answers belong to a deck already made. */
  onStartOver?: () => void;
}) {
  return (
    <>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={() => onGo(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        {step < last ? (
          <Button onClick={() => onGo(step + 1)} disabled={!canAdvance}>
            Next <ArrowRight aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {onStartOver ? (
        <p className="mt-8 text-sm text-stone-600">
          Want a blank page?{' '}
          <button
            type="button"
            className={cn('rounded font-medium text-teal-800 underline', focusRing)}
            onClick={onStartOver}
          >
            Start over
          </button>
        </p>
      ) : null}
    </>
  );
}
