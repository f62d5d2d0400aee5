import type { PathProgress } from '#shared/schemas/catalog.ts';

/**
 * 'n of m completed' with a progress bar. The track is tinted and the share is written beside it,
 * so a path not started yet reads as a bar at 0 % rather than an empty text field.
 */
export function PathProgressBar({ progress, total }: { progress: PathProgress; total: number }) {
  const share = total ? Math.round((progress.completedCount / total) * 100) : 0;
  const summary =
    progress.completedCount === total && total > 0
      ? 'Path completed'
      : `${progress.completedCount} of ${total} completed`;
  return (
    <div>
      <p className="flex justify-between gap-3 text-sm font-medium text-stone-700">
        <span>{summary}</span>
        <span aria-hidden="true" className="tabular-nums text-stone-600">
          {share} %
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Path progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={summary}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-teal-100"
      >
        <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
