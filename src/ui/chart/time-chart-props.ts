/** One line or set of bars of a chart; a null value is a gap (nothing measured then). */
export interface ChartSeries {
  label: string;
  values: (number | null)[];
  colour: string;
  /** Bars (counts), a line (readings) or a dashed line (a goal or a target's edge). */
  style: 'bars' | 'line' | 'dashed';
}

export interface TimeChartProps {
  /** The instants (ms) the values are for, oldest first. */
  times: number[];
  /** Drawn in order: a later series over an earlier one (bars of totals first make stacks). */
  series: ChartSeries[];
  /** The chart in words, for screen readers: what it shows and its main figures. */
  label: string;
  formatTime: (ms: number) => string;
  formatValue: (value: number) => string;
  height?: number;
}
