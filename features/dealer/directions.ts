import { DIRECTIONS_LINK_TEMPLATES } from '@/config/dealer';
import type { RetailerSite } from '@/api-client/retailers/retailers-api';

/** Which maps app a device opens a directions link in (config/dealer.ts). */
export type MapsPlatform = keyof typeof DIRECTIONS_LINK_TEMPLATES;

/**
 * The device's maps app from its user agent: Apple's devices (an iPad asking for the desktop site
 * says Macintosh, and a Mac has Maps too), Android, or the web for everything else.
 */
export function mapsPlatformOf(userAgent: string): MapsPlatform {
  if (/\b(iPhone|iPad|iPod|Macintosh)\b/.test(userAgent)) return 'apple';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return 'web';
}

/** A coordinate as a maps link writes it: a plain decimal with at most 6 places (about 10 cm). */
function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** encodeURIComponent, with the parentheses too: a geo: URI's label sits inside a pair of them. */
function encodeLabel(label: string): string {
  return encodeURIComponent(label).replace(/[()!'*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The link that asks the owner's maps app for a route to a dealer: to its coordinates (exact, where
 * an address may be found in the wrong place), labelled with its name and address where the app shows a label.
 */
export function directionsUrl(dealer: Pick<RetailerSite, 'name' | 'address' | 'location'>, platform: MapsPlatform): string {
  const label = `${dealer.name}, ${dealer.address.street}, ${dealer.address.postalCode} ${dealer.address.city}`;
  return DIRECTIONS_LINK_TEMPLATES[platform]
    .replaceAll('{lat}', coordinate(dealer.location.latitude))
    .replaceAll('{lng}', coordinate(dealer.location.longitude))
    .replaceAll('{label}', encodeLabel(label));
}
