import { CONSENT_POLL_INTERVAL_MS } from '@/config/analytics';
import { hasConsentCookie, watchConsent } from '@/lib/analytics/consent';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('hasConsentCookie', () => {
  it.each([
    ['Consented=1', true],
    ['a=b; Consented=', true],
    ['a=b;Consented=yes;c=d', true],
    ['NotConsented=1', false],
    ['consented=1', false],
    ['', false],
    ['a=Consented', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasConsentCookie(cookies)).toBe(expected);
  });
});

describe('watchConsent', () => {
  it('checks every second: denied by default, granted when the cookie appears, denied when it goes', () => {
    let cookies = 'other=1';
    const changes: boolean[] = [];
    const stop = watchConsent({ readCookies: () => cookies, onChange: (granted) => changes.push(granted) });
    expect(CONSENT_POLL_INTERVAL_MS).toBe(1000);
    expect(changes).toEqual([]);

    cookies = 'other=1; Consented=1';
    jest.advanceTimersByTime(999);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(changes).toEqual([true]);

    jest.advanceTimersByTime(5000);
    expect(changes).toEqual([true]);

    cookies = 'other=1';
    jest.advanceTimersByTime(1000);
    expect(changes).toEqual([true, false]);

    stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reports a cookie that is already there at once', () => {
    const changes: boolean[] = [];
    watchConsent({ readCookies: () => 'Consented=1', onChange: (granted) => changes.push(granted) })();
    expect(changes).toEqual([true]);
  });
});
