import type { PathProgress } from '#shared/schemas/catalog.ts';

/** 'n of m completed' with a bar; the numbers are the accessible part, the bar is decoration. */
export function PathProgressBar({ progress, total }: { progress: PathProgress; total: number }) {
  const share = total ? Math.round((progress.completedCount / total) * 100) : 0;
  return (
    <div>
      <p className="text-sm font-medium text-stone-700">
        {progress.completedCount === total && total > 0
          ? 'Path completed'
          : `${progress.completedCount} of ${total} completed`}
      </p>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-100">
        <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
