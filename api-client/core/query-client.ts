import { QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES, QUERY_RETRY_BASE_DELAY_MS, STALE_TIME_MS } from '@/config/api';
import { isApiError } from './api-error';

/** No answer arrived (status 0) or the server failed (5xx): trying again may help. A 4xx will not. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_MAX_RETRIES && isRetryable(error);
}

/** 500 ms, then 1 s (doubling), for the retries of shouldRetryQuery. */
export function queryRetryDelay(attempt: number): number {
  return QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt;
}

/**
 * The one QueryClient the app (and the component tests, through the same provider tree) uses:
 * retries only where they can help, a staleTime for the owner's data (areas set their own for
 * other kinds of data), and mutations never retried (a save must not run twice unasked).
 * `retry: false` is for component tests, where an error should show at once.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retry ? shouldRetryQuery : false, retryDelay: queryRetryDelay, staleTime: STALE_TIME_MS.owner },
      mutations: { retry: false },
    },
  });
}
