import { issueTokens } from '@/api-client/mocks/auth';
import { mockStore } from '@/api-client/mocks/store';
import { DEMO_OWNER_EMAIL } from '@/api-client/mocks/seed/partition';
import type { BrandId, MarketId } from '@/api-client/mocks/seed/markets';
import { createApiClient, type ApiClientHooks } from '@/api-client/core/client';

/** Any origin works: the handlers match every origin and read the site from the path. */
export const MOCK_ORIGIN = 'http://mock-api.test';

export function siteBaseUrl(siteId = 'aurora-dk') {
  return `${MOCK_ORIGIN}/${siteId}`;
}

/** Tokens for a seeded owner, issued by the store directly (no sign-in request). */
export function tokensFor(brandId: BrandId = 'AUR', marketId: MarketId = 'DK', email = DEMO_OWNER_EMAIL) {
  const partition = mockStore.partition(brandId, marketId);
  const customer = partition.customers.find((c) => c.email === email)!;
  return { partition, customer, ...issueTokens(mockStore, partition, customer) };
}

export function signedInClient(siteId = 'aurora-dk', token?: string, hooks: ApiClientHooks = {}) {
  return createApiClient({ baseURL: siteBaseUrl(siteId), getAccessToken: async () => token, ...hooks });
}
