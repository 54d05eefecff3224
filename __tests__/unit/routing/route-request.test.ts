import { sites } from '@/config/site-registry';
import { NOT_FOUND_PATH, routeRequest, routingStatus } from '@/lib/routing/route-request';

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

  it("answers an unknown path of a site with that site's own 404 page, in the language of its host", () => {
    expect(routeRequest('aurora-dk.localhost', '/nope', sites, local)).toEqual({ action: 'not-found', pathname: '/aurora-dk/da/not-found', siteId: 'aurora-dk' });
    expect(routeRequest('aurora-se.localhost', '/finns/inte', sites, local)).toEqual({ action: 'not-found', pathname: '/aurora-se/sv/not-found', siteId: 'aurora-se' });
    expect(routeRequest('volta-dk.localhost', '/findes-ikke', sites, local)).toMatchObject({ pathname: '/volta-dk/da/not-found' });
    // The internal path of the 404 page is itself no public path.
    expect(routeRequest('volta-dk.localhost', '/not-found', sites, local)).toMatchObject({ action: 'not-found', pathname: '/volta-dk/da/not-found' });
  });

  it("gives the site's 404 page status 404 and the maintenance page 503; the neutral 404 and the routes their own", () => {
    expect(routingStatus(routeRequest('aurora-se.localhost', '/finns/inte', sites, local))).toBe(404);
    expect(routingStatus(routeRequest('maintenance.localhost', '/inloggning', sites, local))).toBe(503);
    expect(routingStatus(routeRequest('unknown.localhost', '/log-ind', sites, local))).toBeUndefined();
    expect(routingStatus(routeRequest('aurora-se.localhost', '/inloggning', sites, local))).toBeUndefined();
    expect(routingStatus(routeRequest('aurora-dk.localhost', '/login', sites, local))).toBeUndefined();
    // The 404 page's data, as Next's router asks for it, is its props like any page's.
    expect(routingStatus(routeRequest('aurora-se.localhost', '/finns/inte', sites, local), { data: true })).toBeUndefined();
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

  it('fails on purpose at the server-error drill only on the local stack, on its local hosts', () => {
    expect(routeRequest('aurora-se.localhost:3000', '/__server-error', sites, local)).toEqual({
      action: 'rewrite',
      pathname: '/aurora-se/sv/server-error-drill',
      siteId: 'aurora-se',
    });
    expect(routeRequest('volta-dk.localhost', '/__server-error', sites, local)).toMatchObject({ pathname: '/volta-dk/da/server-error-drill' });
    // A production host, or a server without local hosts: an unknown path of the site.
    for (const site of sites.filter((candidate) => !candidate.maintenance)) {
      for (const host of site.hosts) {
        for (const options of [local, {}]) {
          expect(routeRequest(host, '/__server-error', sites, options)).toMatchObject({ action: 'not-found', pathname: expect.stringMatching(/\/not-found$/) });
        }
      }
    }
    // The drill's page path is no public path either.
    expect(routeRequest('aurora-se.localhost', '/server-error-drill', sites, local)).toMatchObject({ action: 'not-found' });
    expect(routeRequest('maintenance.localhost', '/__server-error', sites, local)).toMatchObject({ maintenance: true });
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
