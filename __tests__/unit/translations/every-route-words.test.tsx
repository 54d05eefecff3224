import { existsSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { LOCALES, type Locale } from '@/config/locales';
import { ROUTES, ROUTE_KEYS, namespacesFor, type RouteKey } from '@/config/routes';
import { getSite } from '@/config/site-registry';
import { AuthProvider } from '@/features/auth/auth-provider';
import { SiteHead } from '@/components/shell/site-head';
import { LayoutForRoute } from '@/layouts/layout-for-route';
import { createTokenStore } from '@/lib/auth/token-store';
import { issueTokens } from '@/api-client/mocks/auth';
import { mockStore } from '@/api-client/mocks/store';
import { findRawKeys } from '../../utils/raw-keys';
import { renderWithProviders } from '../../utils/render-with-providers';

/*
 * The guard against a page showing a translation key: every route of config/routes.ts (a route
 * added later is included by itself), rendered as the app renders it (its page module, in its
 * layout, with the site head) with exactly the namespaces the route loads, in every language. Any
 * key looked up and not found fails the test, and so does rendered text that looks like a key.
 */

// The page modules' static-props helpers are server code; only their screens are rendered here.
jest.mock('@/lib/page/static-props', () => ({ getSitePaths: jest.fn(), makeStaticProps: () => jest.fn() }));
jest.mock('next/router', () => ({
  useRouter: () => ({
    isReady: true,
    // A password or activation link's query, so those pages show their forms.
    query: { token: 'emailed-token', email: 'owner@example.com' },
    pathname: '/',
    asPath: '/',
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    prefetch: jest.fn(async () => undefined),
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

/** A site per language (en and no have none: they borrow one, as a future market would). */
const SITE_FOR: Record<Locale, string> = { da: 'aurora-dk', sv: 'volta-se', en: 'aurora-se', no: 'volta-dk' };
const PAGES_DIR = path.join(process.cwd(), 'pages', '[site]', '[locale]');

function pageModuleOf(route: RouteKey): string | undefined {
  const page = ROUTES[route].page;
  return [path.join(PAGES_DIR, `${page}.tsx`), path.join(PAGES_DIR, page, 'index.tsx')].find((file) => existsSync(file));
}

function signIn(siteId: string) {
  const site = getSite(siteId)!;
  const partition = mockStore.partition(site.brandId as Parameters<typeof mockStore.partition>[0], site.marketId as Parameters<typeof mockStore.partition>[1]);
  const owner = partition.customers.find((customer) => customer.email === 'owner@example.com')!;
  createTokenStore({ session: window.sessionStorage, local: window.localStorage }).saveAccessToken(
    issueTokens(mockStore, partition, owner).accessToken.token,
  );
}

/** Each text node on its own line (textContent would run "Gem.Cookies" together), plus accessible names. */
function renderedText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const lines: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) lines.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) lines.push(element.getAttribute(name) ?? '');
  }
  return lines.join('\n');
}

beforeEach(() => {
  mockStore.reset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe.each(ROUTE_KEYS)('the %s page', (route) => {
  it('has a page module under pages/[site]/[locale]', () => {
    expect(pageModuleOf(route)).toBeDefined();
  });

  it.each(LOCALES)('shows no missing key in %s with only the namespaces its route loads', async (locale) => {
    const file = pageModuleOf(route);
    if (!file) throw new Error(`No page module for ${route} (${ROUTES[route].page})`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the page file is found at run time
    const Page = (require(file) as { default: ComponentType<Record<string, unknown>> }).default;
    const siteId = SITE_FOR[locale];
    // Signed-in pages are seen signed in; the others as a newcomer sees them.
    if (ROUTES[route].access === 'authenticated') signIn(siteId);
    const missing: string[] = [];
    const { queryClient } = renderWithProviders(
      <AuthProvider>
        <SiteHead route={route} />
        <LayoutForRoute route={route}>
          <Page site={getSite(siteId)} locale={locale} route={route} />
        </LayoutForRoute>
      </AuthProvider>,
      {
        site: siteId,
        locale,
        apiUrl: `http://mock.test/${siteId}`,
        translations: { namespaces: namespacesFor(route), onMissingKey: (ns, key) => missing.push(`${ns}:${key}`) },
      },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // Let every call the page makes answer, so loaded, empty and error texts are rendered too.
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect({ route, locale, missing: [...new Set(missing)] }).toEqual({ route, locale, missing: [] });
    expect({ route, locale, rawKeys: findRawKeys(renderedText()) }).toEqual({ route, locale, rawKeys: [] });
  });
});
