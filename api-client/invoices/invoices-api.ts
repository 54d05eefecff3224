import type { ApiClient } from '../core/client';
import { toIsoString } from '../core/iso-date';
import { send } from '../core/send';
import type { QueryParams, Schemas, WithDates } from '../core/types';

export type InvoiceItem = Schemas['InvoiceItem'];

export type InvoiceItemsQuery = WithDates<QueryParams<'/api/profile/invoice-items', 'get'>, 'StartDate' | 'EndDate'>;
export type InvoiceSummaryQuery = WithDates<QueryParams<'/api/profile/invoice-summary', 'get'>, 'fromDate' | 'toDate'>;

/** The query as sent: dates as ISO strings (docs/product.md#errors). */
export function invoiceItemsQuery({ StartDate, EndDate, ...rest }: InvoiceItemsQuery = {}) {
  return { ...rest, StartDate: toIsoString(StartDate), EndDate: toIsoString(EndDate) };
}

export function invoiceSummaryQuery({ fromDate, toDate, ...rest }: InvoiceSummaryQuery = {}) {
  return { ...rest, fromDate: toIsoString(fromDate), toDate: toIsoString(toDate) };
}

export function getInvoiceItems(client: ApiClient, query: InvoiceItemsQuery = {}) {
  return send(client, {
    operation: 'getInvoiceItems',
    method: 'get',
    path: '/api/profile/invoice-items',
    query: invoiceItemsQuery(query),
  });
}

export function getInvoiceSummary(client: ApiClient, query: InvoiceSummaryQuery = {}) {
  return send(client, {
    operation: 'getInvoiceSummary',
    method: 'get',
    path: '/api/profile/invoice-summary',
    query: invoiceSummaryQuery(query),
  });
}

export function getInvoiceTotalThisYear(client: ApiClient) {
  return send(client, { operation: 'getInvoiceTotalThisYear', method: 'get', path: '/api/profile/invoice-total-this-year' });
}
