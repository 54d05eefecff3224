import type { ReactElement } from 'react';
import { ApiClientProvider } from '@/api-client/api-client-provider';
import { createLazyApiClient } from '@/api-client/core/lazy-client';
import { issueTokens } from '@/api-client/mocks/auth';
import { DEMO_OWNER_EMAIL } from '@/api-client/mocks/seed/partition';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import { SiteProvider } from '@/lib/site-context';
import { renderWithProviders, type TestLocale } from './render-with-providers';

export const FEATURE_API = 'http://mock.test';

/** The demo owner of a site's brand and market in the mock, with an access token for them. */
export function demoOwner(siteId: string) {
  const site = getSite(siteId)!;
  const partition = mockStore.partition(site.brandId as 'AUR' | 'VLT', site.marketId as 'DK' | 'SE');
  const customer = partition.customers.find((c) => c.email === DEMO_OWNER_EMAIL)!;
  return { partition, customer, token: issueTokens(mockStore, partition, customer).accessToken.token };
}

/**
 * Renders a signed-in feature against the msw handlers: the site's providers, its API client at
 * the mock (http://mock.test/<site>) with the demo owner's token. `siteOverrides` changes the
 * site's settings (rewards, links) for one test.
 */
export function renderSignedIn(ui: ReactElement, { site: siteId, locale, siteOverrides = {} }: { site: string; locale?: TestLocale; siteOverrides?: Partial<SiteConfig> }) {
  const apiUrl = `${FEATURE_API}/${siteId}`;
  const owner = demoOwner(siteId);
  const site = { ...getSite(siteId)!, apiUrl, ...siteOverrides };
  const language = locale ?? site.locales[0]!;
  const client = createLazyApiClient({ baseURL: apiUrl, getAccessToken: async () => owner.token });
  const wrap = (element: ReactElement) => (
    <SiteProvider site={site} locale={language}>
      <ApiClientProvider client={client}>
        {element}
      </ApiClientProvider>
    </SiteProvider>
  );
  const result = renderWithProviders(wrap(ui), { site: siteId, apiUrl, locale: language });
  /** Renders again with the same providers (a parent re-rendering). */
  const rerender = (element: ReactElement = ui) => result.rerender(wrap(element));
  return { ...result, rerender, owner };
}
