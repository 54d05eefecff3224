import { isRetryable } from './query-client';

/**
 * Runs a call, and again after `retryDelay(attempt)` while `retry(failures, error)` says so: React
 * Query's retry rule for one call of several in a mutation (each is tried again on its own).
 */
export async function retryCall<T>(
  call: () => Promise<T>,
  { retry, retryDelay }: { retry: (failureCount: number, error: unknown) => boolean; retryDelay: (attempt: number) => number },
): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await call();
    } catch (error) {
      if (!retry(failures, error) || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}
