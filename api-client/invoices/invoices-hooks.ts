import type { ApiClient } from '../core/client';
import { callQueryOptions, useCallQuery, type DataOf, type QueryOverrides } from '../core/query';
import {
  getInvoiceItems,
  getInvoiceSummary,
  getInvoiceTotalThisYear,
  invoiceItemsQuery,
  invoiceSummaryQuery,
  type InvoiceItemsQuery,
  type InvoiceSummaryQuery,
} from './invoices-api';
import { invoiceKeys } from './invoices-keys';

export function invoiceItemsQueryOptions(client: ApiClient, query: InvoiceItemsQuery = {}) {
  return callQueryOptions(client, invoiceKeys.items(invoiceItemsQuery(query)), (c) => getInvoiceItems(c, query));
}

export function useInvoiceItems<T = DataOf<typeof getInvoiceItems>>(
  query: InvoiceItemsQuery = {},
  overrides?: QueryOverrides<DataOf<typeof getInvoiceItems>, T>,
) {
  return useCallQuery((client) => invoiceItemsQueryOptions(client, query), overrides);
}

export function invoiceSummaryQueryOptions(client: ApiClient, query: InvoiceSummaryQuery = {}) {
  return callQueryOptions(client, invoiceKeys.summary(invoiceSummaryQuery(query)), (c) => getInvoiceSummary(c, query));
}

export function useInvoiceSummary<T = DataOf<typeof getInvoiceSummary>>(
  query: InvoiceSummaryQuery = {},
  overrides?: QueryOverrides<DataOf<typeof getInvoiceSummary>, T>,
) {
  return useCallQuery((client) => invoiceSummaryQueryOptions(client, query), overrides);
}

export function invoiceTotalThisYearQueryOptions(client: ApiClient) {
  return callQueryOptions(client, invoiceKeys.totalThisYear(), getInvoiceTotalThisYear);
}

export function useInvoiceTotalThisYear<T = DataOf<typeof getInvoiceTotalThisYear>>(
  overrides?: QueryOverrides<DataOf<typeof getInvoiceTotalThisYear>, T>,
) {
  return useCallQuery(invoiceTotalThisYearQueryOptions, overrides);
}
