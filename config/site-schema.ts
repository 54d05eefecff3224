import { z } from 'zod';
import { LOCALES } from './locales';
import { themeSchema } from './theme';

const rewardsGroupSchema = z.object({
  /** Publication category the group lists. */
  category: z.string().min(1),
  isHighlight: z.boolean(),
  includeExternal: z.boolean(),
  /** Whether the owner can pick a category in the list. */
  categorySelect: z.boolean(),
  useSubCategory: z.boolean(),
});

const publicAsset = z
  .string()
  .regex(/^\/[\w\-./]+\.(svg|png|jpe?g|webp|ico)$/, 'expected a path under public/, like /brands/aurora/logo.svg');

/**
 * A link the site renders or calls: an https URL, or a path on the site itself (/cookies).
 * Everything else (http:, javascript:, data:, protocol-relative //host) is refused.
 */
export function isSafeUrl(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const safeUrl = z.string().refine(isSafeUrl, 'expected an https:// address or a path on the site starting with /');

/** Google Analytics 4 measurement id, or empty for none. */
export const GA_TAG_PATTERN = /^(G-[A-Z0-9]+)?$/;
/** Microsoft Clarity project id (10 lower-case letters and digits), or empty for none. */
export const CLARITY_ID_PATTERN = /^([a-z0-9]{10})?$/;

/**
 * Where a site's backend serves its pictures from (a CDN, or the API's own host): an https origin,
 * lower case, with no path, like https://media.aurora-bil.dk. next/image fetches and optimises
 * pictures from these origins only (config/images.js builds its remotePatterns from every site's
 * list), so a plain-http or a path-scoped entry is refused here rather than quietly ignored.
 */
export const PICTURE_HOST_PATTERN = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/**
 * A Web Push (VAPID) application server key: the backend's public P-256 key, 65 bytes in
 * base64url (87 characters, starting with B), or empty for a site that sends no push messages.
 */
export const WEB_PUSH_KEY_PATTERN = /^(B[A-Za-z0-9_-]{86})?$/;

/** A host name without scheme or port, lower case. */
const host = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'expected a lower-case host name without port');

/**
 * One site = one brand in one market (docs/product.md#tenancy).
 * Every file in config/sites/ is validated against this schema when the app builds and starts.
 */
export const siteConfigSchema = z
  .object({
    /** The site id: the file name, the `<id>.localhost` host and the [site] page segment. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id'),
    /** Production host names; `<id>.localhost` is added automatically. */
    hosts: z.array(host),
    /** The languages the site speaks; the first is its default. */
    locales: z.array(z.enum(LOCALES)).min(1),
    websiteName: z.string().min(1),
    apiUrl: safeUrl,
    /**
     * The https origins the backend's pictures (cars, rewards, news, parts) come from; the only
     * remote pictures the site's pages may show (docs/product.md#pictures).
     */
    pictureHosts: z.array(z.string().regex(PICTURE_HOST_PATTERN, 'expected an https origin without path, like https://media.aurora-bil.dk')),
    brand: z.string().regex(/^[a-z0-9-]+$/, 'expected a lower-case brand key'),
    brandId: z.string().min(1),
    marketId: z.string().min(1),
    gaTag: z.string().regex(GA_TAG_PATTERN, 'expected a GA4 measurement id like G-ABC123, or empty'),
    appIds: z.object({
      android: z.string().min(1),
      ios: z.number().int().positive(),
    }),
    logo: publicAsset,
    coverImage: publicAsset,
    loginBanner: publicAsset,
    favicon: publicAsset,
    smartBannerIcon: publicAsset,
    withBannerText: z.boolean(),
    cookieProvider: z.enum(['cookieinformation', 'onecookie']),
    /** Provider-specific data, e.g. the consent script's domain id. */
    cookieData: z.record(z.string(), z.string()),
    /** How the internal cookie page renders: the provider's cookie declaration, or our translated text. */
    cookiePageType: z.enum(['declaration', 'text']),
    internalPrivacyPolicy: z.boolean(),
    /** When set, the footer's cookie link opens this URL in a new tab instead of the internal page. */
    externalCookiePolicyLink: z.union([z.literal(''), safeUrl]),
    mustConsentAgain: z.boolean(),
    consentStyle: z.literal('popover'),
    promptSignUp: z.boolean(),
    clarityProjectId: z.string().regex(CLARITY_ID_PATTERN, 'expected a Clarity project id of 10 lower-case letters and digits, or empty'),
    maintenance: z.boolean(),
    notificationIcon: z.enum(['bell', 'sms', 'other']),
    /**
     * The backend's Web Push public key; when set, the notifications page offers "notify me on
     * this device" (docs/product.md#notifications). Empty: no push on this site.
     */
    webPushPublicKey: z.string().regex(WEB_PUSH_KEY_PATTERN, 'expected a VAPID public key (87 characters of base64url starting with B), or empty'),
    /**
     * The brand's roadside assistance line in this market, in international form: in every signed-in
     * page's footer and home's quick actions, so an owner in trouble reaches it even when nothing
     * else loads.
     */
    roadsidePhone: z.string().regex(/^\+\d[\d ]{5,18}\d$/, 'expected a phone number like +45 70 10 20 30'),
    rewards: z.object({
      forYou: rewardsGroupSchema,
      forVehicle: rewardsGroupSchema,
    }),
    hasVehicleTab: z.boolean(),
    theme: themeSchema,
  })
  .strict();

/** What a site file declares (before validation). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Typed helper for site files: gives editor completion; validation happens in the registry. */
export function defineSite(config: SiteConfigInput): SiteConfigInput {
  return config;
}
