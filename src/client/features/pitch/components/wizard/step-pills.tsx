import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { FrameworkSlide } from '#shared/pitch/frameworks.ts';

/** Every step as a pill to jump to: the framework, one per slide, then generating. */
export function StepPills({
  slides,
  step,
  onGo,
}: {
  slides: FrameworkSlide[];
  step: number;
  onGo: (step: number) => void;
}) {
  const steps = [{ key: 'framework', title: 'Framework' }, ...slides, { key: 'review', title: 'Generate' }];
  return (
    <nav aria-label="Steps" className="mt-6 overflow-x-auto">
      {/* A phone scrolls the row sideways; wider screens wrap it, so every step stays in view. */}
      <ol className="flex gap-1.5 md:flex-wrap">
        {steps.map((s, i) => (
          <li key={s.key}>
            <button
              type="button"
              onClick={() => onGo(i)}
              aria-current={i === step ? 'step' : undefined}
              className={cn(
                'whitespace-nowrap rounded-full px-3 py-1.5 text-xs font-semibold',
                i === step
                  ? 'bg-indigo-950 text-white'
                  : 'bg-white text-indigo-900 ring-1 ring-indigo-100 hover:bg-indigo-50',
                focusRing,
              )}
            >
              {i}. {s.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
