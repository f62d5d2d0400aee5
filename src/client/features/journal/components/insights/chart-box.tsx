import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';

// recharts is the heaviest part of the tab: the charts load in a chunk of their own, after the
// numbers (and the tables beside the charts) are already on screen.
export const MoodChart = lazy(() => import('./insights-charts.tsx').then((m) => ({ default: m.MoodChart })));
export const WeeksChart = lazy(() =>
  import('./insights-charts.tsx').then((m) => ({ default: m.WeeksChart })),
);

/** Where a chart appears, holding its place with a spinner while its chunk loads. */
export function ChartBox({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="grid h-48 place-items-center">
          <Spinner label="Loading the chart" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
