import type { ReactElement } from 'react';
import { ApiClientProvider } from '@/api-client/api-client-provider';
import { createApiClient } from '@/api-client/core/client';
import { issueTokens } from '@/api-client/mocks/auth';
import { DEMO_OWNER_EMAIL } from '@/api-client/mocks/seed/partition';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import type { BrandId, MarketId } from '@/api-client/mocks/seed/markets';
import { renderWithProviders, type ProviderOptions } from './render-with-providers';

/** Where Jest's msw handlers answer; any origin works, the site id in the path picks the data. */
export const TEST_API_ORIGIN = 'http://mock-api.test';

/**
 * Renders a signed-in screen or section: the real providers plus an API client carrying a token
 * of a seeded owner of the site's brand and market (issued by the mock store, no sign-in call).
 */
export function renderSignedIn(ui: ReactElement, { site: siteId = 'aurora-dk', email = DEMO_OWNER_EMAIL, ...options }: ProviderOptions & { email?: string } = {}) {
  const site = getSite(siteId)!;
  const partition = mockStore.partition(site.brandId as BrandId, site.marketId as MarketId);
  const customer = partition.customers.find((c) => c.email === email)!;
  const token = issueTokens(mockStore, partition, customer).accessToken.token;
  const apiUrl = `${TEST_API_ORIGIN}/${siteId}`;
  const client = createApiClient({ baseURL: apiUrl, getAccessToken: async () => token });
  const result = renderWithProviders(
    <ApiClientProvider baseURL={apiUrl} client={client}>
      {ui}
    </ApiClientProvider>,
    { site: siteId, apiUrl, ...options },
  );
  return { ...result, partition, customer };
}
