import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApiClientProvider } from '@/api-client/api-client-provider';
import { createLazyApiClient } from '@/api-client/core/lazy-client';
import { issueTokens } from '@/api-client/mocks/auth';
import type { BrandId, MarketId } from '@/api-client/mocks/seed/markets';
import { DEMO_OWNER_EMAIL } from '@/api-client/mocks/seed/partition';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import { renderWithProviders } from '../../utils/render-with-providers';

// Seven engineers share two cores: give the mock's answers time before a find* gives up.
configure({ asyncUtilTimeout: 4_000 });

export const apiUrl = (siteId: string) => `http://mock.test/${siteId}`;

/** The mock's partition and a customer of a site (the demo owner unless told). */
export function customerOf(siteId: string, email = DEMO_OWNER_EMAIL) {
  const site = getSite(siteId)!;
  const partition = mockStore.partition(site.brandId as BrandId, site.marketId as MarketId);
  const customer = partition.customers.find((c) => c.email === email);
  return { partition, customer };
}

/** Renders a profile section signed in as the demo owner (or `email`) on a site, against the mock. */
export function renderSignedIn(ui: ReactElement, { site = 'aurora-dk', email = DEMO_OWNER_EMAIL }: { site?: string; email?: string } = {}) {
  const { partition, customer } = customerOf(site, email);
  const token = issueTokens(mockStore, partition, customer!).accessToken.token;
  const client = createLazyApiClient({ baseURL: apiUrl(site), getAccessToken: async () => token });
  return renderWithProviders(
    <ApiClientProvider client={client}>
      {ui}
    </ApiClientProvider>,
    { site, apiUrl: apiUrl(site) },
  );
}

/** A next/router stand-in whose events can be fired by the test. */
export function fakeRouter() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    asPath: '/min-profil/generelt',
    query: {} as Record<string, string>,
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    events: {
      on: (event: string, handler: (...args: unknown[]) => void) => {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)!.add(handler);
      },
      off: (event: string, handler: (...args: unknown[]) => void) => handlers.get(event)?.delete(handler),
      emit: jest.fn(),
    },
    /** Fires an event the way Next does; a handler that throws cancels the navigation. */
    fire(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
  };
}
