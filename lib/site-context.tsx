import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '@/config/locales';
import type { SiteConfig } from '@/config/site-schema';

interface SiteContextValue {
  site: SiteConfig;
  locale: Locale;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ site, locale, children }: SiteContextValue & { children: ReactNode }) {
  // One value per site and language: a new object on every render of the app would re-render
  // every component that reads the site whenever the app renders, changed or not.
  const value = useMemo(() => ({ site, locale }), [site, locale]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The current site and language. Only pages made with makeStaticProps have them. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside a page made with makeStaticProps');
  return value;
}
