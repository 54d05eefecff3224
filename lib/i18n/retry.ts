import { TRANSLATION_MAX_RETRIES, TRANSLATION_RETRY_BASE_DELAY_MS } from '@/config/translations';

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  maxRetries?: number;
  baseDelayMs?: number;
  /** Injected by tests to record delays instead of waiting. */
  sleep?: Sleep;
  isRetryable?: (error: unknown) => boolean;
}

/** The HTTP status of a failed request, if the failure carries one (Azure's RestError does). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  if (typeof status === 'number') return status;
  return undefined;
}

/**
 * docs/product.md#errors: a 5xx or a network failure may succeed on a later try; a 4xx will not.
 * A network failure is an error without a status that names a transport error code
 * (ECONNREFUSED, ECONNRESET, ETIMEDOUT, ... or Azure's REQUEST_SEND_ERROR); anything else
 * (a bad JSON body, a programming error) fails at once.
 */
export function isRetryableError(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { name?: unknown }).name === 'AbortError') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return code === 'REQUEST_SEND_ERROR' || (/^E[A-Z_]+$/.test(code) && !code.startsWith('ERR_'));
}

/** Delay before retry n (1-based): base, 2×base, 4×base, ... */
export function retryDelay(retry: number, baseDelayMs = TRANSLATION_RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** (retry - 1);
}

/**
 * Runs `operation` until it succeeds, a non-retryable error occurs or the retries are used up;
 * then rethrows the last error. `operation` receives the attempt number (1-based).
 */
export async function withRetry<T>(operation: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    maxRetries = TRANSLATION_MAX_RETRIES,
    baseDelayMs = TRANSLATION_RETRY_BASE_DELAY_MS,
    sleep = realSleep,
    isRetryable = isRetryableError,
  } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt > maxRetries || !isRetryable(error)) throw error;
      await sleep(retryDelay(attempt, baseDelayMs));
    }
  }
}
