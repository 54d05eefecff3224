import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { getSite } from '@/config/site-registry';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { SiteProvider } from '@/lib/site-context';
import { auroraTheme } from '@/styles/themes/aurora';
import { voltaTheme } from '@/styles/themes/volta';

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
  /**
   * A site id: adds the site context (the site's own theme and language unless given) and a
   * QueryClient without retries; its apiUrl can be pointed at the mock with `apiUrl`.
   */
  site?: string;
  apiUrl?: string;
  queryClient?: QueryClient;
  /** Which namespaces the page has, and who hears of a missing key. */
  translations?: TestI18nOptions;
}

/** Renders with the providers the app wires: brand theme, translations and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  { theme, locale, site: siteId, apiUrl, queryClient: givenClient, translations, ...renderOptions }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const site = siteId ? getSite(siteId) : undefined;
  if (siteId && !site) throw new Error(`No site ${siteId}`);
  const language = locale ?? site?.locales[0] ?? 'en';
  const i18n = createTestI18n(language, translations);
  const brandTheme = theme ? TEST_THEMES[theme] : (site?.theme ?? TEST_THEMES.aurora);
  const queryClient = givenClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    const content = <ToastProvider>{children}</ToastProvider>;
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={brandTheme}>
          {site ? (
            <SiteProvider site={{ ...site, apiUrl: apiUrl ?? site.apiUrl }} locale={language}>
              <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
            </SiteProvider>
          ) : (
            content
          )}
        </ThemeProvider>
      </I18nextProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers, ...renderOptions }), i18n, queryClient };
}
