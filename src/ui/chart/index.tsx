import { lazy, Suspense } from 'react';
import { Skeleton } from '../Loadable';
import type { TimeChartProps } from './time-chart-props';

export type { ChartSeries, TimeChartProps } from './time-chart-props';

/** uPlot comes with the first chart shown, never with a page that has none. */
const TimeChart = lazy(() => import('./TimeChart'));

let drawable: boolean | null = null;

/**
 * Whether this browser can draw on a canvas (a test's DOM cannot): without it the numbers beside
 * the chart stand alone. Asked once: a canvas and its context made at every render of every chart
 * showed in a month's profile.
 */
function canDraw(): boolean {
  if (drawable !== null) return drawable;
  try {
    drawable = typeof matchMedia === 'function' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    drawable = false;
  }
  return drawable;
}

/** A chart over time (wearables, lab-value trends), loading its library on first use. */
export function LazyTimeChart(props: TimeChartProps) {
  if (!canDraw()) return null;
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <TimeChart {...props} />
    </Suspense>
  );
}
