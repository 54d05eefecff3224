import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './core/client';

const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * Gives the hooks under it the site's API client. The client comes made, with its token source
 * and its answer to 401/403 (features/auth/auth-provider.tsx makes it from the owner's session).
 */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The current site's API client. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an ApiClientProvider');
  return client;
}
