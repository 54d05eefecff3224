import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { ApiClient, ApiClientHooks } from './core/client';
import { createLazyApiClient } from './core/lazy-client';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps extends ApiClientHooks {
  /** The site's apiUrl: `site.apiUrl` from the site context (already pointed at the mock in dev). */
  baseURL: string;
  /** A ready client instead of one made from baseURL (tests); the hook props are then ignored. */
  client?: ApiClient;
  children: ReactNode;
}

/**
 * Gives the hooks under it the site's API client, made once per baseURL. The hook props may
 * change on any render: they are handed to the client in a layout effect, which runs before
 * any query below starts fetching (queries start in passive effects).
 */
export function ApiClientProvider({
  baseURL,
  client,
  getAccessToken,
  onAuthError,
  onMutation,
  children,
}: ApiClientProviderProps) {
  const value = useMemo(() => client ?? createLazyApiClient({ baseURL }), [baseURL, client]);

  useLayoutEffect(() => {
    if (!client) value.configure({ getAccessToken, onAuthError, onMutation });
  }, [value, client, getAccessToken, onAuthError, onMutation]);

  return <ApiClientContext.Provider value={value}>{children}</ApiClientContext.Provider>;
}

/** The current site's API client. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an ApiClientProvider');
  return client;
}
