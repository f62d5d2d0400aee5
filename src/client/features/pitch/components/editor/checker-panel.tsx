import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { CheckResult, Finding, PitchSlide } from '#shared/schemas/pitch.ts';
import { cardVariants } from '#client/components/ui/card.tsx';

const SEVERITY = {
  error: { label: 'Fix', icon: CircleAlert, tone: 'text-rose-700' },
  warning: { label: 'Improve', icon: TriangleAlert, tone: 'text-amber-700' },
  tip: { label: 'Tip', icon: Info, tone: 'text-teal-700' },
} as const;

function scoreWords(score: number) {
  if (score >= 85) return { text: 'Ready for investors', tone: 'text-teal-800', bar: 'bg-teal-600' };
  if (score >= 60) return { text: 'Getting there', tone: 'text-amber-800', bar: 'bg-amber-500' };
  return { text: 'Needs work', tone: 'text-rose-800', bar: 'bg-rose-600' };
}

/**
 * The live checker: the deck's score against its framework and every point taken off, each with
 * the fix. A finding about a slide opens that slide.
 */
export function CheckerPanel({
  check,
  slides,
  onOpenSlide,
  onAddSlide,
}: {
  check: CheckResult;
  slides: PitchSlide[];
  onOpenSlide: (index: number) => void;
  /** Adds a framework slide the deck lacks, written from the answers. */
  onAddSlide: (slideKey: string) => void;
}) {
  const words = scoreWords(check.score);
  return (
    <section aria-labelledby="checker-title" className={cardVariants({ padding: 'none', className: 'p-5' })}>
      <h2 id="checker-title" className="text-base font-bold text-indigo-950">
        Deck checker
      </h2>
      <div className="mt-3 flex items-end gap-3">
        <p
          className="text-4xl font-extrabold tabular-nums text-indigo-950"
          aria-live="polite"
          aria-atomic="true"
        >
          {check.score}
          <span className="text-base font-semibold text-stone-600"> / 100</span>
          <span className="sr-only">, {words.text}</span>
        </p>
        <p aria-hidden="true" className={cn('pb-1 text-sm font-semibold', words.tone)}>
          {words.text}
        </p>
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100">
        <div
          className={cn('h-full rounded-full transition-[width]', words.bar)}
          style={{ width: `${check.score}%` }}
        />
      </div>
      {check.findings.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">
          Nothing to fix: every slide the framework expects is here and says enough.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {check.findings.map((finding, i) => (
            <FindingRow
              key={`${finding.code}-${finding.slideKey ?? 'deck'}-${i}`}
              finding={finding}
              slides={slides}
              onOpenSlide={onOpenSlide}
              onAddSlide={onAddSlide}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FindingRow({
  finding,
  slides,
  onOpenSlide,
  onAddSlide,
}: {
  finding: Finding;
  slides: PitchSlide[];
  onOpenSlide: (index: number) => void;
  onAddSlide: (slideKey: string) => void;
}) {
  const severity = SEVERITY[finding.severity];
  const Icon = severity.icon;
  const index = finding.slideId ? slides.findIndex((s) => s.id === finding.slideId) : -1;
  return (
    <li className="flex gap-2.5 text-sm">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', severity.tone)} />
      <div className="min-w-0">
        <p className="font-medium text-indigo-950">
          <span className="sr-only">{severity.label}: </span>
          {finding.message}
        </p>
        <p className="mt-0.5 text-stone-700">{finding.suggestion}</p>
        {index >= 0 ? (
          <button
            type="button"
            onClick={() => onOpenSlide(index)}
            className={cn('mt-1 rounded text-sm font-semibold text-teal-700 hover:underline', focusRing)}
          >
            Open slide {index + 1}
          </button>
        ) : finding.code === 'missing_slide' && finding.slideKey ? (
          <button
            type="button"
            onClick={() => onAddSlide(finding.slideKey!)}
            className={cn('mt-1 rounded text-sm font-semibold text-teal-700 hover:underline', focusRing)}
          >
            Add this slide
          </button>
        ) : null}
      </div>
    </li>
  );
}
