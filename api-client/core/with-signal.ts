import type { ApiClient } from './client';

/**
 * The same client, but its calls are cancelled when `signal` aborts: React Query's signal, so a
 * page that is left cancels its requests. Every fetcher `(client, variables)` takes it this way.
 * (Its own module: client.ts brings axios, which the browser loads only on the first call.)
 */
export function withSignal(client: ApiClient, signal: AbortSignal | undefined): ApiClient {
  return signal ? { ...client, signal } : client;
}
