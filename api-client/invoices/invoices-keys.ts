import type { QueryParams } from '../core/types';

/** Keys hold the ISO strings actually sent, so a Date and its string share a cache entry. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  items: (params: QueryParams<'/api/profile/invoice-items', 'get'>) => [...invoiceKeys.all, 'items', params] as const,
  summary: (params: QueryParams<'/api/profile/invoice-summary', 'get'>) => [...invoiceKeys.all, 'summary', params] as const,
  totalThisYear: () => [...invoiceKeys.all, 'total-this-year'] as const,
};
