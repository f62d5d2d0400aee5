import { Check } from 'lucide-react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import { FRAMEWORKS, type FrameworkId } from '#shared/pitch/frameworks.ts';

/** When each framework suits, in a sentence, beside the framework's own summary. */
const WHEN: Record<FrameworkId, string> = {
  sequoia: 'Best for a full first meeting: every question a partner will ask, in the order they ask it.',
  yc: 'Best for a seed round with early traction: short, numbers first, a clear ask at the end.',
  kawasaki: 'Best when you will present live: ten slides, twenty minutes, big type and few words.',
};

/** The three frameworks as choices, with what they are for and the slides they hold. */
export function FrameworkChoice({
  value,
  onChange,
}: {
  value: FrameworkId | null;
  onChange: (id: FrameworkId) => void;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-bold text-indigo-950">Choose a framework</legend>
      <p className="mt-1 text-sm text-stone-700">You can switch later: your answers carry over.</p>
      <div className="mt-4 grid gap-3 md:grid-cols-3">
        {FRAMEWORKS.map((framework) => {
          const active = framework.id === value;
          return (
            <button
              key={framework.id}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(framework.id)}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-4 text-left shadow-sm',
                active
                  ? 'border-teal-600 ring-2 ring-teal-600/30'
                  : 'border-indigo-100 hover:border-indigo-200',
                focusRing,
              )}
            >
              <span className="pr-6 font-bold text-indigo-950">{framework.name}</span>
              <span className="mt-1 text-sm text-stone-700">{framework.summary}</span>
              <span className="mt-2 text-sm text-teal-800">{WHEN[framework.id]}</span>
              <span className="mt-3 text-xs text-stone-600">
                {framework.slides.length} slides: {framework.slides.map((s) => s.title).join(', ')}
              </span>
              {active ? (
                <Check aria-hidden="true" className="absolute right-3 top-3 size-5 text-teal-700" />
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
