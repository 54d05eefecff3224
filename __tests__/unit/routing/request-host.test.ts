/** @jest-environment node */
import { requestHost } from '@/lib/routing/request-host';

/** Headers as a request carries them. */
const headers = (values: Record<string, string>) => (name: string) => values[name];

describe('the host a request was made to (proxy.ts and the auth routes alike)', () => {
  it.each([
    ['Host alone', { host: 'aurora-dk.localhost:3000' }, false, 'aurora-dk.localhost:3000'],
    ['a client’s X-Forwarded-Host, not trusted', { host: 'aurora-dk.localhost', 'x-forwarded-host': 'volta-se.localhost' }, false, 'aurora-dk.localhost'],
    ['a trusted proxy’s X-Forwarded-Host', { host: '10.0.0.5:3000', 'x-forwarded-host': 'mit.aurora-bil.dk' }, true, 'mit.aurora-bil.dk'],
    ['a trusted proxy that appends: its own value, the last', { host: '10.0.0.5', 'x-forwarded-host': 'evil.example, mit.aurora-bil.dk' }, true, 'mit.aurora-bil.dk'],
    ['trusted, but the proxy sent none', { host: 'mit.volta-ev.se' }, true, 'mit.volta-ev.se'],
    ['trusted, an empty one', { host: 'mit.volta-ev.se', 'x-forwarded-host': ' ' }, true, 'mit.volta-ev.se'],
    ['nothing at all', {}, false, undefined],
  ])('%s', (_case, values: Record<string, string>, trusted, expected) => {
    expect(requestHost(headers(values), trusted)).toBe(expected);
  });
});
