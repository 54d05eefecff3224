import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useInvoiceSummary, useInvoiceTotalThisYear } from '@/api-client/invoices/invoices-hooks';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { Card } from '@/components/ui/card';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { ErrorState } from '@/components/ui/error-state';
import { FigureList } from '@/components/ui/figure-list';
import { Heading } from '@/components/ui/heading';
import { Select } from '@/components/ui/select';
import { PrintButton } from '@/components/ui/print-button';
import { LoadingOutline, TextSkeleton } from '@/components/ui/skeleton';
import { TitleRow } from '@/components/ui/title-row';
import { RANGE_PRESETS, RANGE_TIME_ZONE, resolveRange, type DateRangeChoice, type RangePreset, type ResolvedRange } from '@/lib/date-range';
import { formatDate, formatMoney } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { InvoiceItems, type InvoiceSort } from './invoice-items';

const Section = styled.section`
  display: grid;
  gap: 1.5rem;
`;

/** The period's and the car's pickers: on screen only (on paper their choice is written out). */
const Choices = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Figures = styled(FigureList)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
`;

const Categories = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
`;

/**
 * The vehicles page's "Service and invoices": this year's total, a period's summary (fromDate,
 * toDate) and its invoice items (StartDate, EndDate, paged and sorted), amounts in the market's
 * currency as the page's language writes them; the period's figures and lines for all the owner's
 * cars or one of them (VehicleId). Loaded on its own (React.lazy, screens/vehicles-screen.tsx).
 */
export default function InvoicesSection() {
  const { t } = useTranslation('invoices');
  const { site, locale } = useSite();
  const section = useRef<HTMLElement>(null);
  const [range, setRange] = useState<DateRangeChoice>({ preset: 'this-year' });
  const period = useMemo(() => resolveRange(range, new Date()), [range]);
  // '' is every car; a vehicle id narrows the summary and the lines to that car.
  const [vehicleId, setVehicleId] = useState('');
  // The cars' list owns their call and its retry: mounted after it failed (screens/vehicles-screen.tsx
  // mounts this section once the cars have answered), this section only reads it.
  const vehicles = useVehicles({ retryOnMount: false });
  // The car chosen, while it is still one of several the owner has (a removed car is no filter).
  const filter = vehicles.data && vehicles.data.length > 1 && vehicles.data.some((v) => v.vehicleId === vehicleId) ? vehicleId : '';
  // Kept when the period or the car changes.
  const [sort, setSort] = useState<InvoiceSort>('date-desc');
  const chosenCar = vehicles.data?.find((vehicle) => vehicle.vehicleId === filter);

  // On paper (docs/product.md#print): the brand and the car chosen above the figures, which the
  // summary's heading dates; the pickers and buttons are left off.
  return (
    <Section aria-labelledby="invoices-title" ref={section} data-print-section="">
      <TitleRow action={<PrintButton section={section}>{t('print.button')}</PrintButton>}>
        <Heading level={2} id="invoices-title">
          {t('title')}
        </Heading>
      </TitleRow>
      <p data-print="only">
        {t(`common:brand.${site.brand}.name`)} · {chosenCar ? [chosenCar.model, chosenCar.registrationNumber].filter(Boolean).join(' · ') : t('vehicleFilter.all')}
      </p>
      <TotalThisYear />
      <Choices data-print="hide">
        <DateRangePicker
          locale={locale}
          value={range}
          onChange={setRange}
          reversedError={t('reversed')}
          labels={{
            period: t('period'),
            from: t('from'),
            to: t('to'),
            presets: Object.fromEntries(RANGE_PRESETS.map((preset) => [preset, t(`presets.${preset}`)])) as Record<RangePreset, string>,
          }}
        />
        {vehicles.data && vehicles.data.length > 1 && (
          <Select
            label={t('vehicleFilter.label')}
            value={filter}
            options={[
              { value: '', label: t('vehicleFilter.all') },
              ...vehicles.data.map((vehicle) => ({ value: vehicle.vehicleId, label: [vehicle.model, vehicle.registrationNumber].filter(Boolean).join(' · ') })),
            ]}
            onChange={(event) => setVehicleId(event.target.value)}
          />
        )}
      </Choices>
      <PeriodSummary period={period} vehicleId={filter || undefined} />
      {/* A new period or car starts the items again at their first page. */}
      <InvoiceItems
        key={`${period.start.toISOString()}-${period.end.toISOString()}-${filter}`}
        period={period}
        vehicleId={filter || undefined}
        sort={sort}
        onSortChange={setSort}
      />
    </Section>
  );
}

/** Figures in outline while they load: their own label and value lines, each with a shape in it, so they are as tall. */
function FiguresOutline({ label, count }: { label: string; count: number }) {
  return (
    <LoadingOutline label={label}>
      <Figures>
        {Array.from({ length: count }, (_, index) => (
          <div key={index}>
            <dt>
              <TextSkeleton widths={['9rem']} />
            </dt>
            <dd>
              <TextSkeleton widths={['7rem']} />
            </dd>
          </div>
        ))}
      </Figures>
    </LoadingOutline>
  );
}

function TotalThisYear() {
  const { t } = useTranslation('invoices');
  const { locale } = useSite();
  const total = useInvoiceTotalThisYear();
  return (
    <Card aria-busy={total.isPending || undefined}>
      {total.isPending ? (
        <FiguresOutline label={t('total.loading')} count={1} />
      ) : total.data === undefined ? (
        <ErrorState message={t('total.error')} onRetry={() => void total.refetch()} retrying={total.isFetching} />
      ) : (
        <Figures>
          <div>
            <dt>{t('total.label', { year: total.data.year })}</dt>
            <dd>{formatMoney(total.data.totalAmount, total.data.currency, locale)}</dd>
          </div>
        </Figures>
      )}
    </Card>
  );
}

function PeriodSummary({ period, vehicleId }: { period: ResolvedRange; vehicleId?: string }) {
  const { t } = useTranslation('invoices');
  const { locale } = useSite();
  const summary = useInvoiceSummary({ fromDate: period.start, toDate: period.end, VehicleId: vehicleId });
  return (
    <div aria-busy={summary.isPending || undefined}>
      <Heading level={3}>{t('summary.title', { from: formatDate(period.start, locale, { timeZone: RANGE_TIME_ZONE }), to: formatDate(period.end, locale, { timeZone: RANGE_TIME_ZONE }) })}</Heading>
      {summary.isPending ? (
        <FiguresOutline label={t('summary.loading')} count={2} />
      ) : summary.data === undefined ? (
        <ErrorState message={t('summary.error')} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <>
          <Figures>
            <div>
              <dt>{t('summary.total')}</dt>
              <dd>{formatMoney(summary.data.totalAmount, summary.data.currency, locale)}</dd>
            </div>
            <div>
              <dt>{t('summary.count')}</dt>
              <dd>{summary.data.invoiceCount}</dd>
            </div>
          </Figures>
          {summary.data.categories.length > 0 && (
            <Categories aria-label={t('summary.byCategory')}>
              {summary.data.categories.map((entry) => (
                <li key={entry.category}>
                  {t(`categories.${entry.category}`, { defaultValue: entry.category })}: <strong>{formatMoney(entry.amount, summary.data.currency, locale)}</strong>
                </li>
              ))}
            </Categories>
          )}
        </>
      )}
    </div>
  );
}
