import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAllEarnedPoints, useAllRedemptions, useEarnedPointsSummary, useRedemptions } from '@/api-client/loyalty/loyalty-hooks';
import { BarChart } from '@/components/ui/bar-chart';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { ErrorState } from '@/components/ui/error-state';
import { FigureList } from '@/components/ui/figure-list';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { monthsOf, RANGE_PRESETS, RANGE_TIME_ZONE, resolveRange, type DateRangeChoice, type ResolvedRange } from '@/lib/date-range';
import { formatDate, formatNumber } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { PointsList, usePaging } from './points-list';

const Section = styled.section`
  display: grid;
  gap: 1.5rem;
`;

const Totals = styled(FigureList)`
  display: flex;
  gap: 2rem;
  flex-wrap: wrap;
`;

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 2rem;
`;

/** Earned and spent points for a period the owner picks (kept in the URL), with the totals and a chart per month. */
export function PointsHistory({ range, onRangeChange }: { range: DateRangeChoice; onRangeChange: (next: DateRangeChoice) => void }) {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const period = useMemo(() => resolveRange(range, new Date()), [range]);

  return (
    <Section aria-labelledby="points-history">
      <Heading level={2} id="points-history">
        {t('history.title')}
      </Heading>
      <DateRangePicker
        locale={locale}
        value={range}
        onChange={onRangeChange}
        reversedError={t('history.reversed')}
        labels={{
          period: t('history.period'),
          from: t('history.from'),
          to: t('history.to'),
          presets: Object.fromEntries(RANGE_PRESETS.map((preset) => [preset, t(`history.presets.${preset}`)])) as Record<(typeof RANGE_PRESETS)[number], string>,
        }}
      />
      <p>{t('history.showing', { from: formatDate(period.start, locale, { dateStyle: 'long', timeZone: RANGE_TIME_ZONE }), to: formatDate(period.end, locale, { dateStyle: 'long', timeZone: RANGE_TIME_ZONE }) })}</p>
      <PeriodOverview period={period} />
      <Lists>
        {/* A new period starts both lists again at their first page. */}
        <EarnedList period={period} />
        <RedeemedList period={period} />
      </Lists>
    </Section>
  );
}

/**
 * The period's totals and points per month, from every earned entry and every redemption of the
 * period (read page after page in the API's largest pages: a first page alone would quietly leave
 * out what a busy period has beyond it).
 */
function PeriodOverview({ period }: { period: ResolvedRange }) {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const all = { StartDate: period.start, EndDate: period.end };
  const earned = useAllEarnedPoints(all);
  const redeemed = useAllRedemptions(all);

  if (earned.isPending || redeemed.isPending) return <Skeleton height="14rem" />;
  // Its own calls (the lists below ask for other pages) can fail alone: say so here, with a retry.
  if (earned.data === undefined || redeemed.data === undefined) {
    return (
      <ErrorState
        message={t('history.error', { list: t('history.chart') })}
        onRetry={() => {
          if (earned.data === undefined) void earned.refetch();
          if (redeemed.data === undefined) void redeemed.refetch();
        }}
        retrying={earned.isFetching || redeemed.isFetching}
      />
    );
  }

  const spent = redeemed.data.data.reduce((total, entry) => total + entry.points, 0);
  const perMonth = new Map<string, number>();
  for (const entry of earned.data.data) perMonth.set(entry.date.slice(0, 7), (perMonth.get(entry.date.slice(0, 7)) ?? 0) + entry.points);
  const bars = monthsOf(period).map((month) => {
    const first = `${month}-15T12:00:00Z`;
    const value = perMonth.get(month) ?? 0;
    return {
      key: month,
      label: formatDate(first, locale, { month: 'short' }),
      name: formatDate(first, locale, { month: 'long', year: 'numeric' }),
      value,
      valueText: t('pointsValue', { points: formatNumber(value, locale), count: value }),
    };
  });

  return (
    <>
      <Totals>
        <div>
          <dt>{t('history.totalEarned')}</dt>
          <dd>{t('pointsValue', { points: formatNumber(earned.data.totalPoints, locale), count: earned.data.totalPoints })}</dd>
        </div>
        <div>
          <dt>{t('history.totalRedeemed')}</dt>
          <dd>{t('pointsValue', { points: formatNumber(spent, locale), count: spent })}</dd>
        </div>
      </Totals>
      <BarChart title={t('history.chart')} bars={bars} tableLabel={t('history.chartTable')} columnLabels={{ name: t('history.month'), value: t('history.pointsColumn') }} />
    </>
  );
}

/** A period as a key: another period starts its lists at page 1 (keeping their sort). */
const periodKey = (period: ResolvedRange) => `${period.start.toISOString()}/${period.end.toISOString()}`;

function EarnedList({ period }: { period: ResolvedRange }) {
  const { t } = useTranslation('loyalty');
  const paging = usePaging(periodKey(period));
  const query = useEarnedPointsSummary({ StartDate: period.start, EndDate: period.end, ...paging.params }, { placeholderData: keepPreviousData });
  return <PointsList title={t('history.earned')} sign="+" query={query} paging={paging} />;
}

function RedeemedList({ period }: { period: ResolvedRange }) {
  const { t } = useTranslation('loyalty');
  const paging = usePaging(periodKey(period));
  const query = useRedemptions({ StartDate: period.start, EndDate: period.end, ...paging.params }, { placeholderData: keepPreviousData });
  return <PointsList title={t('history.redeemed')} sign="−" query={query} paging={paging} />;
}
