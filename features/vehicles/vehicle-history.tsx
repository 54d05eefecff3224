import { Fragment, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useInvoiceItems } from '@/api-client/invoices/invoices-hooks';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useRetailerSite } from '@/api-client/retailers/retailers-hooks';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useVehicleHistory } from '@/api-client/vehicles/vehicles-hooks';
import { Link } from '@/components/ui/link';
import { focusRing } from '@/components/ui/focus-ring';
import { formatDate, formatDistance, formatMoney } from '@/lib/format';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { PrintButton } from '@/components/ui/print-button';
import { Skeleton } from '@/components/ui/skeleton';
import { TitleRow } from '@/components/ui/title-row';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { makeAndModel } from './vehicle-name';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.25rem;
  border-left: 2px solid ${({ theme }) => theme.colors.border};

  li {
    position: relative;
    padding: 0 0 1.25rem 0.75rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1.25rem - 6px);
    top: 0.35rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  time {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0.125rem 0 0;
  }
`;

const InvoiceToggle = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  margin: 0.25rem 0 0;

  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
`;

const Booking = styled.div`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0 0 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.5rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The day after an ISO date (yyyy-mm-dd), as the start of that day in UTC: the end of a one-day period. */
function dayAfter(date: string): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * A visit's invoice: its number as a button that shows the invoice's lines and total, asked for
 * when first opened (the car's invoice lines of the visit's day, api-client/openapi.yaml VehicleHistory).
 */
function VisitInvoice({ vehicleId, date, invoiceNumber }: { vehicleId: string; date: string; invoiceNumber: string }) {
  const { t } = useTranslation('vehicle');
  const { locale } = useSite();
  const [open, setOpen] = useState(false);
  const linesId = useId();
  const items = useInvoiceItems(
    { StartDate: new Date(`${date}T00:00:00Z`), EndDate: dayAfter(date), VehicleId: vehicleId, PageSize: 100 },
    { enabled: open, select: (page) => page.data.filter((item) => item.invoiceNumber === invoiceNumber) },
  );
  const lines = items.data ?? [];
  const total = lines.reduce((sum, item) => sum + item.amount, 0);
  return (
    <>
      <InvoiceToggle type="button" aria-expanded={open} aria-controls={linesId} onClick={() => setOpen(!open)}>
        {t('history.invoice.show', { number: invoiceNumber })}
      </InvoiceToggle>
      <div id={linesId} hidden={!open} role="region" aria-label={t('history.invoice.label', { number: invoiceNumber })}>
        {open &&
          (items.isPending ? (
            <p role="status">{t('history.invoice.loading')}</p>
          ) : items.isError && items.data === undefined ? (
            <p role="status">
              {t('history.invoice.error')}{' '}
              <InvoiceToggle type="button" onClick={() => void items.refetch()}>
                {t('history.invoice.retry')}
              </InvoiceToggle>
            </p>
          ) : lines.length === 0 ? (
            <p>{t('history.invoice.none')}</p>
          ) : (
            <Lines>
              {lines.map((item) => (
                <Fragment key={item.itemId}>
                  <dt>{item.description}</dt>
                  <dd>{formatMoney(item.amount, item.currency, locale)}</dd>
                </Fragment>
              ))}
              <dt>
                <strong>{t('history.invoice.total')}</strong>
              </dt>
              <dd>
                <strong>{formatMoney(total, lines[0]!.currency, locale)}</strong>
              </dd>
            </Lines>
          ))}
      </div>
    </>
  );
}

/**
 * How to book the car's next service: at the owner's service dealer (their booking page, phone or
 * e-mail, whichever the dealer has), or, without one, where to choose one.
 */
function NextServiceBooking({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicle');
  const { locale } = useSite();
  const href = useRouteHref();
  const serviceDealerId = useProfile({ select: (profile) => profile.preferredRetailerSites.service }).data;
  const dealer = useRetailerSite({ retailerSiteId: serviceDealerId ?? '' }, { enabled: Boolean(serviceDealerId) });
  const due = vehicle.nextServiceDate
    ? t('history.booking.due', { date: formatDate(vehicle.nextServiceDate, locale, { dateStyle: 'long' }) })
    : t('history.booking.dueUnknown');

  if (serviceDealerId === null) {
    return (
      <Booking>
        <p>{due}</p>
        <p>
          {t('history.booking.noDealer')} <Link href={href('dealer')}>{t('history.booking.chooseDealer')}</Link>
        </p>
      </Booking>
    );
  }
  if (!dealer.data) {
    // While it loads, or if the dealer cannot be read: the due date alone, and where to find dealers.
    return (
      <Booking aria-busy={dealer.isPending}>
        <p>{due}</p>
        {dealer.isError && (
          <p>
            {t('history.booking.dealerError')} <Link href={href('dealer')}>{t('history.booking.seeDealer')}</Link>
          </p>
        )}
      </Booking>
    );
  }
  const { name, phone, email, bookingUrl } = dealer.data;
  return (
    <Booking>
      <p>{due}</p>
      <p>{t('history.booking.at', { dealer: name })}</p>
      <ul>
        {bookingUrl && (
          <li>
            <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
              {t('history.booking.online')}
            </a>
          </li>
        )}
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{t('history.booking.call', { phone })}</a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`}>{t('history.booking.email', { email })}</a>
          </li>
        )}
      </ul>
    </Booking>
  );
}

/**
 * Services, inspections and repairs, newest first, as a timeline; a paid visit links to its
 * invoice, and the section ends with how to book the next service at the owner's service dealer.
 */
export function VehicleHistory({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicle');
  const { site, locale } = useSite();
  const history = useVehicleHistory({ value: vehicle.vin, brandId: site.brandId });
  const headingId = `history-${vehicle.vehicleId}`;
  const section = useRef<HTMLElement>(null);
  const events = history.data?.events ?? [];
  // Newest first: the period runs from the last event to the first.
  const period =
    events.length > 0
      ? t('history.print.period', {
          from: formatDate(events[events.length - 1]!.date, locale, { dateStyle: 'long' }),
          to: formatDate(events[0]!.date, locale, { dateStyle: 'long' }),
        })
      : undefined;

  // On paper (docs/product.md#print): the brand, the car and the period above the timeline; the
  // buttons are left off, an invoice opened on screen prints with its lines and total.
  return (
    <section aria-labelledby={headingId} aria-busy={history.isPending} ref={section} data-print-section="">
      <TitleRow action={events.length > 0 && <PrintButton section={section}>{t('history.print.button')}</PrintButton>}>
        <Heading level={3} id={headingId}>
          {t('history.title')}
        </Heading>
      </TitleRow>
      <p data-print="only">
        {[t(`common:brand.${site.brand}.name`), `${makeAndModel(vehicle)} ${vehicle.registrationNumber}`.trim(), period].filter(Boolean).join(' · ')}
      </p>
      {history.isPending ? (
        <>
          <VisuallyHidden role="status">{t('history.loading')}</VisuallyHidden>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton width="60%" />
        </>
      ) : history.data === undefined ? (
        <ErrorState message={t('history.error')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.events.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')} description={t('history.emptyBody')} />
      ) : (
        <Timeline>
          {history.data.events.map((event) => (
            <li key={`${event.date}-${event.type}-${event.mileage}`}>
              <time dateTime={event.date}>{formatDate(event.date, locale, { dateStyle: 'long' })}</time>
              <strong>{t(`history.type.${event.type}`)}</strong>
              <p>{event.description}</p>
              <p>
                {event.retailerName} · {formatDistance(event.mileage, locale)}
              </p>
              {event.invoiceNumber && <VisitInvoice vehicleId={vehicle.vehicleId} date={event.date} invoiceNumber={event.invoiceNumber} />}
            </li>
          ))}
        </Timeline>
      )}
      <NextServiceBooking vehicle={vehicle} />
    </section>
  );
}
