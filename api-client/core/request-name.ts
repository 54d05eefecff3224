import { REQUEST_NAME_ID_MARKER, REQUEST_NAME_MAX_LENGTH } from '@/config/api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The name of a request (docs/product.md#constants), e.g. `put_api_profile_vehicles_id_mileage`: method and path
 * relative to the site's apiUrl, UUID-looking segments replaced by the id marker, truncated to
 * 40 characters. It is an analytics event name, so only letters, digits and underscores are used
 * (the form GA4 accepts).
 */
export function requestName(method: string, url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (UUID.test(decodeSegment(segment)) ? REQUEST_NAME_ID_MARKER : segment))
    .map((segment) => segment.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_+|_+$/g, ''))
    .filter(Boolean);
  return [method.toLowerCase(), ...segments].join('_').slice(0, REQUEST_NAME_MAX_LENGTH);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
