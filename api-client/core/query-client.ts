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
 *
 * Offline (React Query's onlineManager, told by the browser's online and offline events): queries
 * wait, paused, and go on by themselves when the browser is back online (networkMode 'online',
 * the default). Mutations always run (networkMode 'always'): paused, a save pressed offline would
 * spin with no word and then be sent later, unasked; useCallMutation refuses it at once instead.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retry ? shouldRetryQuery : false, retryDelay: queryRetryDelay, staleTime: STALE_TIME_MS.owner },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
