import { resolveSiteId, normaliseHost } from '@/lib/routing/resolve-site';
import { sites } from '@/config/site-registry';

const registry = [
  { id: 'aurora-dk', hosts: ['mit.aurora-bil.dk'] },
  { id: 'aurora-se', hosts: ['mitt.aurora-bil.se'] },
  { id: 'volta-dk', hosts: [] },
];

describe('resolveSiteId', () => {
  it.each([
    ['aurora-se.localhost:3000', 'aurora-se'],
    ['aurora-se.localhost', 'aurora-se'],
    ['AURORA-SE.LOCALHOST:8080', 'aurora-se'],
    ['volta-dk.localhost:1234', 'volta-dk'],
    ['mit.aurora-bil.dk', 'aurora-dk'],
    ['mit.aurora-bil.dk.', 'aurora-dk'],
    ['mitt.aurora-bil.se:443', 'aurora-se'],
    ['localhost:3000', 'aurora-dk'],
    ['localhost', 'aurora-dk'],
    ['127.0.0.1:3000', 'aurora-dk'],
    ['[::1]:3000', 'aurora-dk'],
  ])('%s serves %s where local hosts are allowed', (host, expected) => {
    expect(resolveSiteId(host, registry, { localHosts: true })).toBe(expected);
  });

  it.each([['aurora-dk.localhost:3000'], ['aurora-se.localhost'], ['localhost:3000'], ['127.0.0.1'], ['[::1]:3000']])(
    '%s has no site when local hosts are not allowed (a production server)',
    (host) => {
      expect(resolveSiteId(host, registry)).toBeUndefined();
      expect(resolveSiteId(host, registry, { localHosts: false })).toBeUndefined();
    },
  );

  it('serves the production hosts whether or not local hosts are allowed', () => {
    expect(resolveSiteId('mit.aurora-bil.dk', registry)).toBe('aurora-dk');
    expect(resolveSiteId('mit.aurora-bil.dk', registry, { localHosts: true })).toBe('aurora-dk');
  });

  it.each([
    ['unknown.localhost:3000'],
    ['evil.example'],
    ['aurora-dk.localhost.evil.example'],
    ['www.mit.aurora-bil.dk'],
    [''],
  ])('an unknown host (%p) has no site, never a fallback brand', (host) => {
    expect(resolveSiteId(host, registry, { localHosts: true })).toBeUndefined();
  });

  it('has no site for a missing Host header', () => {
    expect(resolveSiteId(null, registry)).toBeUndefined();
  });

  it('serves nothing on localhost when the local default site does not exist', () => {
    expect(resolveSiteId('localhost:3000', [{ id: 'volta-dk', hosts: [] }], { localHosts: true })).toBeUndefined();
  });

  it('resolves every shipped site on its <id>.localhost host', () => {
    for (const site of sites) expect(resolveSiteId(`${site.id}.localhost:3000`, sites, { localHosts: true })).toBe(site.id);
  });
});

describe('normaliseHost', () => {
  it('lower-cases and drops port and trailing dot', () => {
    expect(normaliseHost('Mit.Aurora-Bil.DK.:8443')).toBe('mit.aurora-bil.dk');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
  });
});
