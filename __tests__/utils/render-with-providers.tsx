import fs from 'node:fs';
import path from 'node:path';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '@/api-client/core/query-client';
import { issueTokens } from '@/api-client/mocks/auth';
import { DEMO_OWNER_EMAIL } from '@/api-client/mocks/seed/partition';
import { mockStore } from '@/api-client/mocks/store';
import type { RouteKey } from '@/config/routes';
import { getSite } from '@/config/site-registry';
import { AppProviders } from '@/components/shell/app-providers';
import { createTokenStore } from '@/lib/auth/token-store';
import { setLocalAuthCookie, setLocalAuthBackend } from './local-auth-routes';
import { auroraTheme } from '@/styles/themes/aurora';
import { voltaTheme } from '@/styles/themes/volta';

/** The site a test renders on when it names none (in English, unless it gives a locale). */
const DEFAULT_SITE_ID = 'aurora-dk';
/** Where Jest's msw mock backend answers (any origin works; this one says what it is). */
const MOCK_API_ORIGIN = 'http://mock.test';

export const TEST_THEMES = { aurora: auroraTheme, volta: voltaTheme } as const;
export type TestThemeName = keyof typeof TEST_THEMES;
export type TestLocale = 'da' | 'sv' | 'en' | 'no';

const LOCALES_DIR = path.join(__dirname, '..', '..', 'locales');
const resourceCache = new Map<TestLocale, Resource>();

/** Every namespace file of a language, read from the repository as the app would serve them. */
function loadResources(locale: TestLocale): Resource {
  const cached = resourceCache.get(locale);
  if (cached) return cached;
  const dir = path.join(LOCALES_DIR, locale);
  const namespaces = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [path.basename(file, '.json'), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]),
  );
  const resources = { [locale]: namespaces };
  resourceCache.set(locale, resources);
  return resources;
}

export interface TestI18nOptions {
  /** Only these namespaces, as a page that loads exactly them (default: every namespace). */
  namespaces?: readonly string[];
  /** Told about every key looked up and not found (i18next's saveMissing). */
  onMissingKey?: (namespace: string, key: string) => void;
}

/** A real i18next instance, initialised synchronously so the first render is already translated. */
export function createTestI18n(locale: TestLocale, { namespaces, onMissingKey }: TestI18nOptions = {}): I18n {
  const all = loadResources(locale)[locale] ?? {};
  const wanted = namespaces ?? Object.keys(all);
  const resources: Resource = { [locale]: Object.fromEntries(wanted.filter((ns) => ns in all).map((ns) => [ns, all[ns]!])) };
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources,
    ns: [...wanted],
    ...(onMissingKey && {
      saveMissing: true,
      missingKeyHandler: (_lngs: readonly string[], namespace: string, key: string) => onMissingKey(namespace, key),
    }),
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

export interface ProviderOptions {
  theme?: TestThemeName;
  locale?: TestLocale;
  /** A site id (default aurora-dk, in English unless `locale` says otherwise): its theme and language unless given. */
  site?: string;
  /** The site's apiUrl; defaults to the mock backend of Jest (msw), at http://mock.test/<site-id>. */
  apiUrl?: string;
  /** Defaults to the app's own (createQueryClient) without retries, so an error shows at once. */
  queryClient?: QueryClient;
  /** Render as this route's page: through its route guard (and head and route loader), as the app does. */
  route?: RouteKey;
  /**
   * Signed in as the mock's demo owner of the site (true) or as another seeded owner (their
   * email): a valid access token is in the session's storage before the first render.
   */
  signedIn?: boolean | { email: string };
  /** Which namespaces the page has, and who hears of a missing key. */
  translations?: TestI18nOptions;
}

/** The mock's access token of a seeded owner of a site, stored where the session looks for it. */
function signInAs(siteId: string, email: string) {
  const found = mockStore.partitionForSite(siteId);
  const owner = found?.partition.customers.find((customer) => customer.email === email);
  if (!found || !owner) throw new Error(`The mock has no owner ${email} on ${siteId}`);
  const { accessToken, refreshToken } = issueTokens(mockStore, found.partition, owner);
  createTokenStore({ session: window.sessionStorage, local: window.localStorage }).saveAccessToken(accessToken.token);
  // The refresh token where the routes keep it, out of the page's reach (local-auth-routes.ts).
  setLocalAuthCookie(refreshToken.token);
  return { partition: found.partition, customer: owner };
}

type RenderWithProvidersOptions = ProviderOptions & Omit<RenderOptions, 'wrapper'>;
type SeededOwner = ReturnType<typeof signInAs>;
/** Signed in: the owner's record and their brand and market's data, to check what the mock kept. */
type SeededFor<O> = O extends { signedIn: true | { email: string } } ? SeededOwner : Partial<SeededOwner>;

/** Renders through the app's own provider tree (components/shell/app-providers.tsx). */
export function renderWithProviders<O extends RenderWithProvidersOptions>(
  ui: ReactElement,
  options?: O,
): ReturnType<typeof render> & { i18n: I18n; queryClient: QueryClient } & SeededFor<O>;
export function renderWithProviders(
  ui: ReactElement,
  {
    theme,
    locale,
    site: givenSiteId,
    apiUrl,
    queryClient: givenClient,
    route,
    signedIn,
    translations,
    ...renderOptions
  }: RenderWithProvidersOptions = {},
) {
  const siteId = givenSiteId ?? DEFAULT_SITE_ID;
  const site = getSite(siteId);
  if (!site) throw new Error(`No site ${siteId}`);
  const language: TestLocale = locale ?? (givenSiteId ? site.locales[0]! : 'en');
  const i18n = createTestI18n(language, translations);
  const queryClient = givenClient ?? createQueryClient({ retry: false });
  const seeded = signedIn ? signInAs(site.id, signedIn === true ? DEMO_OWNER_EMAIL : signedIn.email) : undefined;
  const testSite = { ...site, apiUrl: apiUrl ?? `${MOCK_API_ORIGIN}/${site.id}` };
  setLocalAuthBackend(testSite.apiUrl);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AppProviders
        site={testSite}
        locale={language}
        route={route}
        theme={theme ? TEST_THEMES[theme] : undefined}
        queryClient={queryClient}
        i18n={i18n}
      >
        {children}
      </AppProviders>
    );
  }
  return {
    ...render(ui, { wrapper: Providers, ...renderOptions }),
    i18n,
    queryClient,
    partition: seeded?.partition,
    customer: seeded?.customer,
  };
}
