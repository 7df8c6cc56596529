import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { parametersOf, trendOf, type LabResult, type ParameterTrend, type ReferenceRange, type Standing } from '../../../domain/records/lab-results';
import { useUseCase } from '../../app/di';
import { RECORDS } from '../../app/modules/records/tokens';
import { useLocale } from '../../i18n/use-locale';
import { LazyTimeChart, type ChartSeries } from '../../ui/chart';
import { Hint } from '../../ui/controls';
import { keptPerLocale, useDates } from '../../ui/dates';
import { Loadable } from '../../ui/Loadable';
import { Tag } from '../../ui/Tag';
import { useQuery } from '../../ui/use-query';
import { RowList } from './kit';
import { recordsMessages } from './messages';

const COLOURS = { value: '#1f5fbf', edge: '#146c2e', out: '#b3261e' } as const;

const Parameters = styled(RowList)`
  a {
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

const Results = styled.table`
  border-collapse: collapse;
  width: 100%;
  margin-top: 1rem;
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 0.5rem;
  }
`;

const toneOf = (standing: Standing) => (standing === 'normal' ? 'success' : 'warning');

const numberFormat = keptPerLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const monthFormat = keptPerLocale((locale) => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', month: 'short', year: '2-digit' }));

function useNumbers() {
  const number = numberFormat(useLocale());
  const t = recordsMessages.useT();
  const range = ({ low, high }: ReferenceRange) =>
    low !== null && high !== null ? t('trends.range.between', { low: number.format(low), high: number.format(high) }) : low !== null ? t('trends.range.above', { low: number.format(low) }) : t('trends.range.below', { high: number.format(high ?? 0) });
  return { value: (value: number) => number.format(value), range };
}

/**
 * The Trends tab of /patient/health-record: one person's lab values over time and across labs,
 * from the data the labs sent with their reports (docs/decisions.md "Trends of lab values"). The
 * list shows each parameter's latest value, those out of range first; a parameter opens its
 * trend, a chart (its library loads with it) with the same numbers as a table.
 */
export function LabTrends({ memberId, parameter, linkTo }: { memberId: string | null; parameter: string | null; linkTo: (parameter: string | null) => string }) {
  const t = recordsMessages.useT();
  const records = useUseCase(RECORDS.HealthRecords);
  const query = records.labResults();
  const state = useQuery(query);
  return (
    <Loadable state={state} what={t('trends.what')} retry={query.reload}>
      {(results) => {
        const trend = parameter === null ? null : trendOf(results, memberId, parameter);
        if (trend !== null) return <TrendView trend={trend} back={linkTo(null)} />;
        return <ParameterList results={results} memberId={memberId} linkTo={linkTo} missing={parameter} />;
      }}
    </Loadable>
  );
}

function ParameterList({ results, memberId, linkTo, missing }: { results: readonly LabResult[]; memberId: string | null; linkTo: (parameter: string) => string; missing: string | null }) {
  const t = recordsMessages.useT();
  const { day } = useDates();
  const numbers = useNumbers();
  const summaries = parametersOf(results, memberId);
  return (
    <>
      {missing !== null && <p role="status">{t('trends.missing', { parameter: missing })}</p>}
      <p>{t('trends.intro')}</p>
      {summaries.length === 0 ? (
        <Hint>{t('trends.empty')}</Hint>
      ) : (
        <Parameters aria-label={t('trends.list')}>
          {summaries.map((summary) => (
            <li key={summary.parameter}>
              <Link to={linkTo(summary.parameter)} translate="no">
                {summary.parameter}
              </Link>{' '}
              <Tag $tone={toneOf(summary.standing)}>{t(`standing.${summary.standing}`)}</Tag>
              <Hint style={{ margin: '0.25rem 0 0' }}>
                {t('trends.latest', { value: numbers.value(summary.latest.value), unit: summary.latest.unit, date: day(summary.latest.date), lab: summary.latest.lab })} ·{' '}
                {t('trends.count', { count: summary.count })}
              </Hint>
            </li>
          ))}
        </Parameters>
      )}
    </>
  );
}

function TrendView({ trend, back }: { trend: ParameterTrend; back: string }) {
  const t = recordsMessages.useT();
  const { day } = useDates();
  const locale = useLocale();
  const numbers = useNumbers();
  const when = monthFormat(locale);
  const latest = trend.points.at(-1);
  const outside = trend.points.filter((point) => point.standing !== 'normal').length;
  const edge = (pick: (range: ReferenceRange) => number | null) => trend.points.map((point) => pick(point.range));
  const series: ChartSeries[] = [
    { label: t('trends.series.value', { unit: trend.unit }), values: trend.points.map((point) => point.value), colour: COLOURS.value, style: 'line' },
    ...(trend.points.some((point) => point.range.low !== null) ? [{ label: t('trends.series.low'), values: edge((range) => range.low), colour: COLOURS.edge, style: 'dashed' as const }] : []),
    ...(trend.points.some((point) => point.range.high !== null) ? [{ label: t('trends.series.high'), values: edge((range) => range.high), colour: COLOURS.edge, style: 'dashed' as const }] : []),
    ...(outside > 0 ? [{ label: t('trends.series.out'), values: trend.points.map((point) => (point.standing === 'normal' ? null : point.value)), colour: COLOURS.out, style: 'line' as const }] : []),
  ];
  const summary = t('trends.summary', { count: trend.points.length, labs: trend.labs.length, outside });
  return (
    <section aria-labelledby="trend-heading">
      <p>
        <Link to={back}>{t('trends.back')}</Link>
      </p>
      <h2 id="trend-heading" translate="no">
        {trend.parameter}
      </h2>
      {latest !== undefined && (
        <p>
          {t('trends.latest', { value: numbers.value(latest.value), unit: trend.unit, date: day(latest.date), lab: latest.lab })}{' '}
          <Tag $tone={toneOf(latest.standing)}>{t(`standing.${latest.standing}`)}</Tag>
        </p>
      )}
      <p>{summary}</p>
      <LazyTimeChart
        times={trend.points.map((point) => Date.parse(`${point.date}T12:00:00+05:30`))}
        series={series}
        label={`${trend.parameter}. ${summary}`}
        formatTime={(ms) => when.format(ms)}
        formatValue={numbers.value}
      />
      {trend.otherUnits > 0 && <Hint>{t('trends.otherUnits', { count: trend.otherUnits, unit: trend.unit })}</Hint>}
      <Results>
        <caption>{t('trends.table', { parameter: trend.parameter })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trends.column.date')}</th>
            <th scope="col">{t('trends.column.lab')}</th>
            <th scope="col">{t('trends.column.value', { unit: trend.unit })}</th>
            <th scope="col">{t('trends.column.range')}</th>
            <th scope="col">{t('trends.column.standing')}</th>
          </tr>
        </thead>
        <tbody>
          {[...trend.points].reverse().map((point) => (
            <tr key={`${point.recordId}|${point.parameter}`}>
              <td>{day(point.date)}</td>
              <td translate="no">{point.lab}</td>
              <td>{numbers.value(point.value)}</td>
              <td>{numbers.range(point.range)}</td>
              <td>
                <Tag $tone={toneOf(point.standing)}>{t(`standing.${point.standing}`)}</Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </Results>
    </section>
  );
}
