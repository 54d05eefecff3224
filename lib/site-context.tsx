import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/config/locales';
import type { SiteConfig } from '@/config/site-schema';

interface SiteContextValue {
  site: SiteConfig;
  locale: Locale;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ site, locale, children }: SiteContextValue & { children: ReactNode }) {
  return <SiteContext.Provider value={{ site, locale }}>{children}</SiteContext.Provider>;
}

/** The current site and language. Only pages made with makeStaticProps have them. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside a page made with makeStaticProps');
  return value;
}
