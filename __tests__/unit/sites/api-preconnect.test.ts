import { ROUTE_KEYS, ROUTES } from '@/config/routes';
import { getSite } from '@/config/site-registry';
import { apiPreconnectOrigin } from '@/lib/site-meta';

describe('the preconnect to the API in a page head', () => {
  const site = getSite('aurora-dk')!;

  it.each(ROUTE_KEYS.filter((route) => ROUTES[route].access === 'authenticated'))('is the API origin on the signed-in page %s', (route) => {
    expect(apiPreconnectOrigin(site, route)).toBe(new URL(site.apiUrl).origin);
  });

  it.each(ROUTE_KEYS.filter((route) => ROUTES[route].access !== 'authenticated'))('is absent on %s, which does not call the API', (route) => {
    expect(apiPreconnectOrigin(site, route)).toBeUndefined();
  });

  it('follows the effective API URL (the local mock in dev, demo and tests), with no path', () => {
    expect(apiPreconnectOrigin({ apiUrl: 'http://127.0.0.1:4010/aurora-dk' }, 'home')).toBe('http://127.0.0.1:4010');
    expect(apiPreconnectOrigin({ apiUrl: 'https://api.aurora-bil.dk/owner-portal' }, 'vehicles')).toBe('https://api.aurora-bil.dk');
  });

  it('is absent on the maintenance page and for an unusable URL', () => {
    expect(apiPreconnectOrigin(site, 'maintenance')).toBeUndefined();
    expect(apiPreconnectOrigin({ apiUrl: 'not a url' }, 'home')).toBeUndefined();
  });
});
