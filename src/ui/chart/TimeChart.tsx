import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TimeChartProps } from './time-chart-props';

const AXIS_FONT = '12px system-ui, sans-serif';

/**
 * A chart over time drawn by uPlot on a canvas (docs/decisions.md "Charts"): bars, lines and
 * dashed lines (a goal, a target range). The canvas is hidden from screen readers; the caller
 * says the chart in words (`label`) and gives its numbers as a table beside it.
 */
export default function TimeChart({ times, series, label, formatTime, formatValue, height = 220 }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ plot: uPlot; shape: string } | null>(null);
  /** What is to be drawn, kept until the chart's width is known. */
  const wanted = useRef<{ data: uPlot.AlignedData; series: typeof series; points: boolean; height: number; shape: string } | null>(null);
  /** The box's width as its resize observer last reported it: read from the page's own layout, never by forcing one. */
  const width = useRef<number | null>(null);
  // What the chart's own callbacks read: the chart kept for new numbers (a week, then a month) draws them with the formats and spacing of now.
  const now = useRef({ step: 3600, formatTime, formatValue });

  /** Draws what is wanted: new numbers into the chart there is when its lines and bars are the same, else a new chart. */
  const draw = useRef(() => {
    const element = box.current;
    const want = wanted.current;
    if (element === null || want === null || width.current === null) return;
    // How many points the canvas holds: what a benchmark waits for (a month's charts drawn), never read by the app.
    element.dataset.points = String(want.data[0].length);
    if (drawn.current?.shape === want.shape) {
      drawn.current.plot.setData(want.data);
      return;
    }
    drawn.current?.plot.destroy();
    const options: uPlot.Options = {
      width: width.current,
      height: want.height,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: (_u, min, max) => [min - now.current.step / 2, max + now.current.step / 2] }, y: { range: (_u, _min, max) => [0, Math.max(max * 1.1, 1)] } },
      axes: [
        { font: AXIS_FONT, values: (_u, ticks) => ticks.map((tick) => now.current.formatTime(tick * 1000)), space: 60 },
        { font: AXIS_FONT, values: (_u, ticks) => ticks.map((tick) => now.current.formatValue(tick)), size: 56 },
      ],
      series: [
        {},
        ...want.series.map((each): uPlot.Series => ({
          label: each.label,
          stroke: each.colour,
          width: each.style === 'bars' ? 0 : 2,
          fill: each.style === 'bars' ? each.colour : undefined,
          dash: each.style === 'dashed' ? [6, 4] : undefined,
          points: { show: each.style === 'line' && want.points },
          paths: each.style === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 40] }) : undefined,
          spanGaps: false,
        })),
      ],
    };
    drawn.current = { plot: new uPlot(options, want.data, element), shape: want.shape };
  });

  useEffect(() => {
    now.current = { step: times.length > 1 ? ((times[1] ?? 0) - (times[0] ?? 0)) / 1000 : 3600, formatTime, formatValue };
    const points = times.length <= 31;
    wanted.current = {
      data: [times.map((time) => time / 1000), ...series.map((each) => each.values)],
      series,
      points,
      height,
      shape: JSON.stringify([height, points, series.map((each) => [each.label, each.colour, each.style])]),
    };
    draw.current();
  }, [times, series, formatTime, formatValue, height]);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const fit = (boxWidth: number) => {
      const next = Math.max(Math.round(boxWidth), 280);
      if (next === width.current) return;
      width.current = next;
      // uPlot's setSize redraws even at the same size, so only a new width is passed on.
      if (drawn.current === null) draw.current();
      else drawn.current.plot.setSize({ width: next, height: drawn.current.plot.height });
    };
    // The first chart is drawn when the observer first reports, after the page's layout with the
    // summaries and tables in: reading the width at once would force a layout per chart.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(([entry]) => fit(entry?.contentRect.width ?? 0));
    if (resize === null) fit(element.clientWidth);
    else resize.observe(element);
    return () => {
      resize?.disconnect();
      drawn.current?.plot.destroy();
      drawn.current = null;
      width.current = null;
    };
  }, []);

  return (
    <figure style={{ margin: 0 }}>
      <div role="img" aria-label={label} ref={box} style={{ width: '100%', minHeight: height }} />
      <figcaption aria-hidden="true" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', fontSize: '0.9rem' }}>
        {series.map((each) => (
          <span key={each.label}>
            <span style={{ display: 'inline-block', width: '1.5rem', height: each.style === 'bars' ? '0.75rem' : 0, borderTop: `3px ${each.style === 'dashed' ? 'dashed' : 'solid'} ${each.colour}`, background: each.style === 'bars' ? each.colour : undefined, marginRight: '0.35rem' }} />
            {each.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
