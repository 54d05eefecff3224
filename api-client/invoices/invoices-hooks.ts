import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides } from '../core/query';
import { useApiClient } from '../api-client-provider';
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
  return queryOptions({
    queryKey: invoiceKeys.items(invoiceItemsQuery(query)),
    queryFn: () => getInvoiceItems(client, query),
  });
}

export function useInvoiceItems(query: InvoiceItemsQuery = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...invoiceItemsQueryOptions(client, query), ...overrides });
}

export function invoiceSummaryQueryOptions(client: ApiClient, query: InvoiceSummaryQuery = {}) {
  return queryOptions({
    queryKey: invoiceKeys.summary(invoiceSummaryQuery(query)),
    queryFn: () => getInvoiceSummary(client, query),
  });
}

export function useInvoiceSummary(query: InvoiceSummaryQuery = {}, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...invoiceSummaryQueryOptions(client, query), ...overrides });
}

export function invoiceTotalThisYearQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: invoiceKeys.totalThisYear(), queryFn: () => getInvoiceTotalThisYear(client) });
}

export function useInvoiceTotalThisYear(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...invoiceTotalThisYearQueryOptions(client), ...overrides });
}
