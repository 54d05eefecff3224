import type { SiteConfig } from '@/config/site-schema';

/** A footer policy link: an internal page of the portal, or an external page opened in a new tab. */
export type PolicyLink = { kind: 'internal'; route: 'cookies' | 'privacy' } | { kind: 'external'; href: string };

/**
 * The cookie link (docs/product.md#layouts): the site's externalCookiePolicyLink in a new tab when one is
 * configured, otherwise the internal /cookies page.
 */
export function cookiePolicyLink(site: Pick<SiteConfig, 'externalCookiePolicyLink'>): PolicyLink {
  return site.externalCookiePolicyLink ? { kind: 'external', href: site.externalCookiePolicyLink } : { kind: 'internal', route: 'cookies' };
}

/**
 * The privacy link (docs/product.md#layouts): the internal /privacy page only when the site's
 * internalPrivacyPolicy is on, otherwise the brand's privacy URL from the translations
 * (common: brand.<brand>.privacyUrl) in a new tab.
 */
export function privacyPolicyLink(site: Pick<SiteConfig, 'internalPrivacyPolicy'>, brandPrivacyUrl: string): PolicyLink {
  return site.internalPrivacyPolicy ? { kind: 'internal', route: 'privacy' } : { kind: 'external', href: brandPrivacyUrl };
}
