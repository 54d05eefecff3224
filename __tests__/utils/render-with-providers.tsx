import fs from 'node:fs';
import path from 'node:path';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
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

/** A real i18next instance, initialised synchronously so the first render is already translated. */
export function createTestI18n(locale: TestLocale): I18n {
  const resources = loadResources(locale);
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources,
    ns: Object.keys(resources[locale] ?? {}),
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
}

/** Renders with the providers the app wires: brand theme, translations and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  { theme = 'aurora', locale = 'en', ...renderOptions }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const i18n = createTestI18n(locale);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={TEST_THEMES[theme]}>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers, ...renderOptions }), i18n };
}
