import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InvoiceItem } from '@/api-client/invoices/invoices-api';
import { useInvoiceItems } from '@/api-client/invoices/invoices-hooks';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { focusRing } from '@/components/ui/focus-ring';
import { Heading } from '@/components/ui/heading';
import { Pager } from '@/components/ui/pager';
import { plainList } from '@/components/ui/plain-list';
import { Select } from '@/components/ui/select';
import { SectionSkeleton } from '@/components/ui/section-card';
import { titleRowLayout } from '@/components/ui/title-row';
import { INVOICES_PAGE_SIZE } from '@/config/loyalty';
import type { ResolvedRange } from '@/lib/date-range';
import { formatDate, formatMoney } from '@/lib/format';
import { useSite } from '@/lib/site-context';

const Top = styled.div`
  ${titleRowLayout('end', '1rem')}
`;

const List = styled.ul`
  ${plainList}
  margin: 0.75rem 0 0;
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
    min-height: 2.75rem;
    padding: 0.5rem 0;
    cursor: pointer;
    ${focusRing}
  }
  summary span {
    display: block;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0 0 0.75rem;
  }
  dd {
    margin: 0;
  }
`;

export const INVOICE_SORTS = ['date-desc', 'date-asc', 'amount-desc'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/**
 * The period's invoice items, paged and sorted by the API; each opens to its lines. The sort is
 * the caller's, so it stays when the period or the car changes (which start again at page 1).
 */
export function InvoiceItems({
  period,
  vehicleId,
  sort,
  onSortChange,
}: {
  period: ResolvedRange;
  vehicleId?: string;
  sort: InvoiceSort;
  onSortChange: (sort: InvoiceSort) => void;
}) {
  const { t } = useTranslation('invoices');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [SortBy, OrderBy] = sort.split('-') as ['date' | 'amount', 'asc' | 'desc'];
  // Another page or sort keeps the shown page (and the pager with the focused button) until it arrives.
  const items = useInvoiceItems(
    { StartDate: period.start, EndDate: period.end, Page: page, PageSize: INVOICES_PAGE_SIZE, SortBy, OrderBy, VehicleId: vehicleId },
    { placeholderData: keepPreviousData },
  );
  const pageCount = items.data ? Math.max(1, Math.ceil(items.data.pagination.totalCount / INVOICES_PAGE_SIZE)) : 1;
  const loadingPage = items.isPlaceholderData;

  return (
    <section aria-labelledby={headingId} aria-busy={items.isFetching || undefined}>
      <Top>
        <Heading level={3} id={headingId}>
          {t('items.title')}
        </Heading>
        <Select
          label={t('items.sort')}
          value={sort}
          options={INVOICE_SORTS.map((value) => ({ value, label: t(`items.sorts.${value}`) }))}
          onChange={(event) => {
            onSortChange(event.target.value as InvoiceSort);
            setPage(1);
          }}
        />
      </Top>
      {items.isPending ? (
        <SectionSkeleton label={t('items.loading')} lines={4} />
      ) : items.data === undefined ? (
        <ErrorState message={t('items.error')} onRetry={() => void items.refetch()} retrying={items.isFetching} />
      ) : items.data.data.length === 0 ? (
        <EmptyState title={t('items.emptyTitle')} description={t('items.emptyBody')} />
      ) : (
        <>
          <List aria-busy={loadingPage || undefined}>
            {items.data.data.map((item) => (
              <li key={item.itemId}>
                <InvoiceLine item={item} />
              </li>
            ))}
          </List>
          <Pager
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            busy={loadingPage}
            label={t('items.pages')}
            labels={{ previous: t('items.previous'), next: t('items.next'), position: t('items.position', { page, count: pageCount }) }}
          />
        </>
      )}
    </section>
  );
}

function InvoiceLine({ item }: { item: InvoiceItem }) {
  const { t } = useTranslation('invoices');
  const { locale } = useSite();
  const vehicle = useVehicles({ retryOnMount: false, select: (vehicles) => vehicles.find((v) => v.vehicleId === item.vehicleId) });
  const amount = formatMoney(item.amount, item.currency, locale);
  return (
    <Item>
      <summary>
        <div>
          {item.description}
          <span>{formatDate(item.date, locale)}</span>
        </div>
        <strong>{amount}</strong>
      </summary>
      <dl>
        <dt>{t('items.invoiceNumber')}</dt>
        <dd>{item.invoiceNumber}</dd>
        <dt>{t('items.category')}</dt>
        <dd>{t(`categories.${item.category}`)}</dd>
        <dt>{t('items.dealer')}</dt>
        <dd>{item.retailerName}</dd>
        <dt>{t('items.vehicle')}</dt>
        <dd>{vehicle.data ? `${vehicle.data.nickname || vehicle.data.model} (${vehicle.data.registrationNumber})` : t('items.noVehicle')}</dd>
        <dt>{t('items.amount')}</dt>
        <dd>{amount}</dd>
      </dl>
    </Item>
  );
}
