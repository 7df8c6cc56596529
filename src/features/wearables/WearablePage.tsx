import { memo, useMemo, useState, type ReactNode } from 'react';
import { Err, Ok } from 'ts-results-es';
import { describeApiError } from '../../../domain/shared/errors';
import type { ChartPoint, MetricChart } from '../../../domain/wearables/charts';
import { isEmptyChart } from '../../../domain/wearables/charts';
import { CHART_PERIODS, WEARABLE_METRICS, type ChartPeriod, type WearableApp, type WearableMetric } from '../../../domain/wearables/model';
import { useUseCase } from '../../app/di';
import { WEARABLES } from '../../app/modules/wearables/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { keptPerLocale } from '../../ui/dates';
import { useLocale } from '../../i18n/use-locale';
import { LazyTimeChart, type ChartSeries } from '../../ui/chart';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, CheckboxField, FormAlert, Notice, SubmitButton } from '../../ui/form';
import { Loadable, LoadingWhat } from '../../ui/Loadable';
import { Panel } from '../../ui/Panel';
import { SignInFirst } from '../../ui/SignInFirst';
import { Tabs } from '../../ui/Tabs';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { useQuery, useQueryKeepingShown } from '../../ui/use-query';
import { useSignedIn } from '../../ui/use-signed-in';
import { wearablesMessages } from './messages';
import { YourAlerts } from './YourAlerts';

type T = ReturnType<typeof wearablesMessages.useT>;

const COLOURS = { bars: '#1f5fbf', light: '#7ea6e6', deep: '#133a7d', rem: '#8a6100', goal: '#146c2e', edge: '#b3261e', line: '#1f5fbf', low: '#6b4fa3' } as const;

/** /verify/wearable: link a wearable or health app, then charts of what it measured, each with its numbers as a table. */
export default function WearablePage({ route }: PageProps) {
  const title = usePageTitle(route);
  const t = wearablesMessages.useT();
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('signIn.what')} />;
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Wearables />
    </Card>
  );
}

function Wearables() {
  const t = wearablesMessages.useT();
  const wearables = useUseCase(WEARABLES.Wearables);
  const query = wearables.apps();
  const state = useQuery(query);
  return (
    <>
      <YourAlerts />
      <Panel aria-labelledby="wearable-apps">
        <h2 id="wearable-apps">{t('apps.title')}</h2>
        <p>{t('apps.intro')}</p>
        <Loadable state={state} what={t('apps.what')} retry={query.reload}>
          {(apps) => <AppList apps={apps} />}
        </Loadable>
      </Panel>
      <Panel aria-labelledby="wearable-data">
        <h2 id="wearable-data">{t('data.title')}</h2>
        {state.kind === 'ready' && (state.value.some((app) => app.connected) ? <Charts /> : <p>{t('data.none')}</p>)}
      </Panel>
    </>
  );
}

function AppList({ apps }: { apps: WearableApp[] }) {
  const t = wearablesMessages.useT();
  const [consenting, setConsenting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {notice !== null && <Notice role="status">{notice}</Notice>}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {apps.map((app) => (
          <li key={app.id} style={{ padding: '0.75rem 0', borderTop: '1px solid #d5dbe4' }}>
            <strong translate="no">{app.name}</strong>
            <AppStatus app={app} />
            {app.connected ? (
              <DisconnectButton app={app} onDone={setNotice} />
            ) : consenting === app.id ? (
              <ConsentForm
                app={app}
                onCancel={() => setConsenting(null)}
                onConnected={() => {
                  setConsenting(null);
                  setNotice(t('apps.connectedNow', { app: app.name }));
                }}
              />
            ) : (
              <Button type="button" $variant="secondary" onClick={() => {
                setNotice(null);
                setConsenting(app.id);
              }}>
                {t('apps.connect', { app: app.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function AppStatus({ app }: { app: WearableApp }) {
  const t = wearablesMessages.useT();
  return <Hint style={{ margin: '0.25rem 0 0.5rem' }}>{app.connected && app.lastSyncedAt !== null ? t('apps.connected', { when: new Date(app.lastSyncedAt) }) : t('apps.notConnected')}</Hint>;
}

function DisconnectButton({ app, onDone }: { app: WearableApp; onDone: (notice: string) => void }) {
  const t = wearablesMessages.useT();
  const say = useDomainText();
  const wearables = useUseCase(WEARABLES.Wearables);
  const { busy, run } = useThrottledSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  const disconnect = () =>
    run(async () => {
      setFailure(null);
      const result = await wearables.disconnect(app.id);
      if (result.isOk()) onDone(t('apps.disconnected', { app: app.name }));
      else if (result.error.kind !== 'in-progress') setFailure(say(describeApiError(result.error)));
    });
  return (
    <>
      {failure !== null && <FormAlert role="alert">{t('apps.failed', { reason: failure })}</FormAlert>}
      <Button type="button" $variant="secondary" disabled={busy} onClick={disconnect}>
        {busy ? t('apps.disconnecting') : t('apps.disconnect', { app: app.name })}
      </Button>
    </>
  );
}

function ConsentForm({ app, onCancel, onConnected }: { app: WearableApp; onCancel: () => void; onConnected: () => void }) {
  const t = wearablesMessages.useT();
  const say = useDomainText();
  const wearables = useUseCase(WEARABLES.Wearables);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, values, set, errors, busy, onSubmit } = useForm({
    initial: { agree: false },
    validate: ({ agree }) => (agree ? Ok(true) : Err({ kind: 'invalid' as const, fields: { agree: t('consent.required') } })),
    onStart: () => setFailure(null),
    submit: async () => {
      const result = await wearables.connect(app.id);
      if (result.isOk()) return onConnected();
      if (result.error.kind !== 'in-progress') setFailure(say(describeApiError(result.error)));
    },
  });
  const headingId = `consent-${app.id}`;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} style={{ fontSize: '1rem' }}>
        {t('consent.title', { app: app.name })}
      </h3>
      {failure !== null && <FormAlert role="alert">{t('apps.failed', { reason: failure })}</FormAlert>}
      <p>{t('consent.shares', { app: app.name })}</p>
      <CheckboxField label={t('consent.agree', { app: app.name })} checked={values.agree} error={errors.agree} onChange={(event) => set('agree', event.target.checked)} />
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('consent.sending')}>
          {t('consent.submit')}
        </SubmitButton>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('consent.cancel')}
        </Button>
      </Actions>
    </form>
  );
}

function Charts() {
  const t = wearablesMessages.useT();
  const [period, setPeriod] = useState<ChartPeriod>('week');
  return (
    <Tabs label={t('period.label')} tabs={CHART_PERIODS.map((id) => ({ id, label: t(`period.${id}`) }))} selected={period} onSelect={setPeriod}>
      {WEARABLE_METRICS.map((metric) => (
        <MetricSection key={metric} metric={metric} period={period} />
      ))}
    </Tabs>
  );
}

function MetricSection({ metric, period }: { metric: WearableMetric; period: ChartPeriod }) {
  const t = wearablesMessages.useT();
  const wearables = useUseCase(WEARABLES.Wearables);
  const query = wearables.chart(metric, period);
  // Another period's chart stays, marked busy, until this one's numbers come: its canvas then
  // takes them (no new chart is made) and the page does not jump to a loading state and back.
  const { state, busy } = useQueryKeepingShown(query);
  const headingId = `chart-${metric}`;
  return (
    <section aria-labelledby={headingId} aria-busy={busy} style={{ marginBottom: '1.5rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '1rem' }}>
        <h3 id={headingId}>{t(`${metric}.title`)}</h3>
        {busy && (
          <Hint role="status" style={{ margin: 0 }}>
            <LoadingWhat what={t(`${metric}.what`)} />
          </Hint>
        )}
      </div>
      <div style={{ opacity: busy ? 0.75 : undefined }}>
        <Loadable state={state} what={t(`${metric}.what`)} retry={query.reload} isEmpty={isEmptyChart} empty={<p>{t('nothing')}</p>}>
          {(chart) => <ChartView chart={chart} />}
        </Loadable>
      </div>
    </section>
  );
}

/** Minutes as hours and minutes in words: 7 h 5 min. */
function duration(t: T, minutes: number): string {
  return t('sleep.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** What the chart shows, in sentences: above the chart for everyone, and the chart's name for a screen reader. */
function summaryOf(t: T, chart: MetricChart): string[] {
  const { summary } = chart;
  const days = summary.daysWithData;
  const trend = trendOf(t, chart);
  switch (chart.metric) {
    case 'activity':
      return chart.period === 'day'
        ? [t('activity.day', { steps: summary.average ?? 0, goal: chart.goal ?? 0 })]
        : [t('activity.period', { steps: summary.average ?? 0, goal: chart.goal ?? 0, met: summary.goalMet ?? 0, days }), ...trend];
    case 'sleep': {
      const asleep = duration(t, summary.average ?? 0);
      const goal = duration(t, chart.goal ?? 0);
      return chart.period === 'day' ? [t('sleep.day', { asleep, goal })] : [t('sleep.period', { asleep, goal, met: summary.goalMet ?? 0, days }), ...trend];
    }
    case 'heart':
      return [t('heart.summary', { average: summary.average ?? 0, lowest: summary.lowest ?? 0, highest: summary.highest ?? 0 }), ...trend];
    case 'glucose':
      return [
        t('glucose.summary', { average: summary.average ?? 0, percent: summary.inRangePercent ?? 0, low: chart.target?.low ?? 0, high: chart.target?.high ?? 0 }),
        t('glucose.outside', { below: summary.readingsBelow, above: summary.readingsAbove }),
        ...trend,
      ];
  }
}

/** How the week or month compares with the one before, in a sentence; nothing when the domain found too little to say. */
function trendOf(t: T, chart: MetricChart): string[] {
  const { trend } = chart;
  if (trend === null) return [];
  const direction = trend.change > 0 ? 'up' : trend.change < 0 ? 'down' : 'same';
  const days = chart.points.length;
  const change = Math.abs(trend.change);
  switch (chart.metric) {
    case 'activity':
      return [t('activity.trend', { steps: trend.current, change, direction, days })];
    case 'sleep':
      return [t('sleep.trend', { change: duration(t, change), direction, days })];
    case 'heart':
      return [t('heart.trend', { resting: trend.current, previous: trend.previous, direction, days })];
    case 'glucose':
      return [t('glucose.trend', { percent: trend.current, previous: trend.previous, direction, days })];
  }
}

function seriesOf(t: T, chart: MetricChart): ChartSeries[] {
  const values = (pick: (point: ChartPoint) => number | null) => chart.points.map(pick);
  const constant = (value: number) => chart.points.map(() => value);
  switch (chart.metric) {
    case 'activity':
      return [
        { label: t('activity.series'), values: values((point) => point.value), colour: COLOURS.bars, style: 'bars' },
        ...(chart.bucket === 'day' && chart.goal !== null ? [{ label: t('activity.goalSeries'), values: constant(chart.goal), colour: COLOURS.goal, style: 'dashed' as const }] : []),
      ];
    case 'sleep': {
      const stage = (pick: (stages: NonNullable<ChartPoint['stages']>) => number) => values((point) => (point.stages === null ? null : pick(point.stages)));
      // Totals first, each later bar shorter: the bars stack deep under light under REM.
      return [
        { label: t('sleep.rem'), values: stage((s) => s.deepMinutes + s.lightMinutes + s.remMinutes), colour: COLOURS.rem, style: 'bars' },
        { label: t('sleep.light'), values: stage((s) => s.deepMinutes + s.lightMinutes), colour: COLOURS.light, style: 'bars' },
        { label: t('sleep.deep'), values: stage((s) => s.deepMinutes), colour: COLOURS.deep, style: 'bars' },
        ...(chart.goal !== null ? [{ label: t('activity.goalSeries'), values: constant(chart.goal), colour: COLOURS.goal, style: 'dashed' as const }] : []),
      ];
    }
    case 'heart':
      return [
        { label: t('heart.average'), values: values((point) => point.value), colour: COLOURS.line, style: 'line' },
        { label: t('heart.lowest'), values: values((point) => point.lowest), colour: COLOURS.low, style: 'line' },
      ];
    case 'glucose':
      return [
        { label: t('glucose.average'), values: values((point) => point.value), colour: COLOURS.line, style: 'line' },
        ...(chart.target === null
          ? []
          : [
              { label: t('glucose.low'), values: constant(chart.target.low), colour: COLOURS.edge, style: 'dashed' as const },
              { label: t('glucose.high'), values: constant(chart.target.high), colour: COLOURS.edge, style: 'dashed' as const },
            ]),
      ];
  }
}

type ChartFormats = { time: (ms: number) => string; value: (value: number) => string; number: Intl.NumberFormat };

/** A chart's formats of times (as India reads them, wherever the browser is) and numbers, per bucket, made once per language. */
const chartFormats = keptPerLocale((locale): Record<MetricChart['bucket'], ChartFormats> => {
  const number = new Intl.NumberFormat(locale);
  const formatsWith = (when: Intl.DateTimeFormat): ChartFormats => ({ time: (ms) => when.format(ms), value: (value) => number.format(value), number });
  return {
    hour: formatsWith(new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', hour: 'numeric' })),
    day: formatsWith(new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' })),
  };
});

/**
 * One chart with its summary and table. Memoised on the chart, which a refresh bringing the same
 * readings leaves as it was: the page rendering again for another reason (an app's sync time)
 * then neither renders the tables again nor redraws the canvas.
 */
const ChartView = memo(function ChartView({ chart }: { chart: MetricChart }) {
  const t = wearablesMessages.useT();
  const locale = useLocale();
  const formats = chartFormats(locale)[chart.bucket];
  const { summary, series, times } = useMemo(() => ({ summary: summaryOf(t, chart), series: seriesOf(t, chart), times: chart.points.map((point) => Date.parse(point.start)) }), [t, chart]);
  return (
    <>
      {summary.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <LazyTimeChart times={times} series={series} label={`${t(`${chart.metric}.title`)}. ${summary.join(' ')}`} formatTime={formats.time} formatValue={formats.value} />
      <Numbers>
        <ChartTable chart={chart} formatTime={formats.time} number={formats.number} />
      </Numbers>
    </>
  );
});

/**
 * "See the numbers": the table is made when the patient opens it, not for every period shown
 * (a month's four tables were most of the page's rendering, docs/benchmark.md), and kept once opened.
 */
function Numbers({ children }: { children: ReactNode }) {
  const t = wearablesMessages.useT();
  const [opened, setOpened] = useState(false);
  return (
    <details
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{t('table.show')}</summary>
      {opened && children}
    </details>
  );
}

function ChartTable({ chart, formatTime, number }: { chart: MetricChart; formatTime: (ms: number) => string; number: Intl.NumberFormat }) {
  const t = wearablesMessages.useT();
  const figure = (value: number | null) => (value === null ? t('table.noReading') : number.format(value));
  const columns: { heading: string; cell: (point: ChartPoint) => string }[] = (() => {
    switch (chart.metric) {
      case 'activity':
        return [
          { heading: t('activity.steps'), cell: (point) => figure(point.value) },
          ...(chart.bucket === 'day' && chart.goal !== null
            ? [{ heading: t('activity.goal'), cell: (point: ChartPoint) => (point.value === null ? '' : point.value >= (chart.goal ?? 0) ? t('activity.goalMet') : t('activity.goalNotMet')) }]
            : []),
        ];
      case 'sleep': {
        const stage = (key: keyof NonNullable<ChartPoint['stages']>) => (point: ChartPoint) => (point.stages === null ? t('table.noReading') : duration(t, point.stages[key]));
        return [
          { heading: t('sleep.asleep'), cell: (point) => (point.value === null ? t('table.noReading') : duration(t, point.value)) },
          { heading: t('sleep.deep'), cell: stage('deepMinutes') },
          { heading: t('sleep.light'), cell: stage('lightMinutes') },
          { heading: t('sleep.rem'), cell: stage('remMinutes') },
          { heading: t('sleep.awake'), cell: stage('awakeMinutes') },
        ];
      }
      case 'heart':
        return [
          { heading: t('heart.average'), cell: (point) => figure(point.value) },
          { heading: t('heart.lowest'), cell: (point) => figure(point.lowest) },
          { heading: t('heart.highest'), cell: (point) => figure(point.highest) },
        ];
      case 'glucose':
        return [
          { heading: t('glucose.average'), cell: (point) => figure(point.value) },
          { heading: t('glucose.lowest'), cell: (point) => figure(point.lowest) },
          { heading: t('glucose.highest'), cell: (point) => figure(point.highest) },
          { heading: t('glucose.range'), cell: (point) => (point.value === null ? '' : rangeWords(t, point.flags)) },
        ];
    }
  })();
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            {chart.bucket === 'hour' ? t('table.time') : t('table.date')}
          </th>
          {columns.map((column) => (
            <th key={column.heading} scope="col" style={{ textAlign: 'left' }}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.points.map((point) => (
          <tr key={point.start}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
              {formatTime(Date.parse(point.start))}
            </th>
            {columns.map((column) => (
              <td key={column.heading}>{column.cell(point)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Glucose outside the target range said in words, never by colour alone. */
function rangeWords(t: T, flags: ChartPoint['flags']): string {
  if (flags.includes('below') && flags.includes('above')) return t('glucose.belowAndAbove');
  if (flags.includes('below')) return t('glucose.below');
  if (flags.includes('above')) return t('glucose.above');
  return t('glucose.inRange');
}
