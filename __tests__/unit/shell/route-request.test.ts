import { sites } from '@/config/site-registry';
import { NOT_FOUND_PATH, routeRequest } from '@/lib/routing/route-request';

/** As the local stack and the tests run (ALLOW_LOCAL_HOSTS=true). */
const local = { localHosts: true };

describe('routeRequest (what the proxy does)', () => {
  it('rewrites a localised path into the site segment', () => {
    expect(routeRequest('aurora-se.localhost:3000', '/inloggning', sites, local)).toEqual({
      action: 'rewrite',
      pathname: '/aurora-se/sv/login',
      siteId: 'aurora-se',
    });
    expect(routeRequest('volta-dk.localhost', '/min-profil/sikkerhed', sites, local)).toMatchObject({
      pathname: '/volta-dk/da/profile/security',
    });
  });

  it('serves aurora-dk on plain localhost, the root being home', () => {
    expect(routeRequest('localhost:3000', '/', sites, local)).toMatchObject({ action: 'rewrite', pathname: '/aurora-dk/da/home' });
  });

  it('answers an unknown host with the 404 page', () => {
    expect(routeRequest('unknown.localhost:3000', '/log-ind', sites, local)).toEqual({ action: 'not-found', pathname: NOT_FOUND_PATH });
  });

  it('answers an unknown path with the 404 page', () => {
    expect(routeRequest('aurora-dk.localhost', '/nope', sites, local)).toMatchObject({ action: 'not-found', siteId: 'aurora-dk' });
  });

  it('cannot reach another site through its internal path', () => {
    expect(routeRequest('aurora-dk.localhost', '/volta-se/sv/login', sites, local)).toMatchObject({ action: 'not-found' });
  });

  it('shows the maintenance page for every path of a site in maintenance', () => {
    for (const path of ['/', '/inloggning', '/anything/at/all']) {
      expect(routeRequest('maintenance.localhost:3000', path, sites, local)).toEqual({
        action: 'rewrite',
        pathname: '/maintenance/sv/maintenance',
        siteId: 'maintenance',
        maintenance: true,
      });
    }
  });

  it('redirects aliases', () => {
    expect(routeRequest('aurora-dk.localhost', '/login', sites, local)).toEqual({
      action: 'redirect',
      pathname: '/log-ind',
      siteId: 'aurora-dk',
    });
  });

  it('answers the local hosts 404 on a server that does not allow them (production)', () => {
    expect(routeRequest('aurora-dk.localhost:3000', '/log-ind', sites)).toEqual({ action: 'not-found', pathname: NOT_FOUND_PATH });
    expect(routeRequest('localhost:3000', '/', sites)).toEqual({ action: 'not-found', pathname: NOT_FOUND_PATH });
  });

  it('serves the style guide only on the local stack, on its local hosts', () => {
    expect(routeRequest('aurora-dk.localhost:3000', '/komponenter', sites, local)).toMatchObject({ action: 'rewrite', pathname: '/aurora-dk/da/styleguide' });
    expect(routeRequest('localhost:3000', '/komponenter', sites, local)).toMatchObject({ action: 'rewrite', pathname: '/aurora-dk/da/styleguide' });
    // Its page path too, in any language: a 404 everywhere else.
    for (const site of sites.filter((candidate) => !candidate.maintenance)) {
      for (const host of site.hosts) {
        for (const path of ['/komponenter', '/komponenter/', '/styleguide', '/KOMPONENTER']) {
          for (const options of [local, {}]) {
            expect({ host, path, routing: routeRequest(host, path, sites, options) }).toMatchObject({ host, path, routing: { action: 'not-found' } });
          }
        }
      }
    }
    expect(routeRequest('aurora-dk.localhost:3000', '/komponenter', sites)).toMatchObject({ action: 'not-found' });
  });
});
