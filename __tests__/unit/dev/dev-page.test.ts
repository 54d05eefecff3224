/** @jest-environment node */
import { sites } from '@/config/site-registry';
import { devPageRewrite, emailLink, mockOrigin, parseFaultSetting, renderDevPage, withFault, type SentEmail } from '@/lib/dev/dev-page';

const mail = (purpose: SentEmail['purpose'], partitionKey = 'e2e-1~AUR-DK'): SentEmail => ({
  partitionKey,
  to: 'owner@example.com',
  purpose,
  token: 'tok en',
  sentAt: '2026-11-27T10:00:00.000Z',
});

describe('the developer page', () => {
  it('is reached at /__dev only where the local stack turns it on', () => {
    expect(devPageRewrite('/__dev', true)).toBe('/api/dev/mock');
    expect(devPageRewrite('/__dev/', true)).toBe('/api/dev/mock');
    expect(devPageRewrite('/__dev', false)).toBeUndefined();
    expect(devPageRewrite('/__devx', true)).toBeUndefined();
  });

  it("finds the mock from the sites' API override", () => {
    expect(mockOrigin('http://127.0.0.1:4010/{site}')).toBe('http://127.0.0.1:4010');
    expect(mockOrigin(undefined)).toBeUndefined();
  });

  it('switches one call’s fault on and off, leaving the others', () => {
    expect(withFault('', 'getVehicles', '503')).toBe('getVehicles=503');
    expect(withFault('getVehicles=503,getNews=slow', 'getVehicles', undefined)).toBe('getNews=slow');
    expect(withFault('getNews=slow', 'getNews', 'drop')).toBe('getNews=drop');
    expect([...parseFaultSetting('a=500, b=none ,c=drop')]).toEqual([
      ['a', '500'],
      ['c', 'drop'],
    ]);
  });

  it("links an activation or reset e-mail to its site's page on the local host, with the token", () => {
    expect(emailLink(mail('activation'), sites, 'localhost:3000')).toBe(
      'http://aurora-dk.localhost:3000/aktiver-konto?email=owner%40example.com&token=tok%20en',
    );
    expect(emailLink(mail('password-reset', 'VLT-SE'), sites, 'localhost:3000')).toMatch(/^http:\/\/volta-se\.localhost:3000\/nytt-losenord\?email=/);
    expect(emailLink(mail('email-changed'), sites, 'localhost:3000')).toBeUndefined();
  });

  it('writes what it shows as text', () => {
    const html = renderDevPage({
      state: { outbox: [{ ...mail('activation'), to: '<b>x</b>@example.com' }], faults: 'getVehicles=503', calls: { getVehicles: 2 } },
      operations: ['getNews', 'getVehicles'],
      sites,
      requestHost: 'localhost:3000',
    });
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('<option value="503" selected>503</option>');
    expect(html).not.toMatch(/<script/);
  });
});
