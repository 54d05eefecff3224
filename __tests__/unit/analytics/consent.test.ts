import { CONSENT_POLL_INTERVAL_MS } from '@/config/analytics';
import { consentCookie, watchConsent } from '@/lib/analytics/consent';

function clearCookies() {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(clearCookies);

describe('consentCookie', () => {
  it.each([
    ['Consented=1', true],
    ['Consented=', true],
    ['Consented=yes', true],
    ['NotConsented=1', false],
    ['consented=1', false],
    ['other=Consented', false],
  ])('%j set by a provider → %s', (cookie, expected) => {
    document.cookie = `${cookie}; path=/`;
    document.cookie = 'other=1; path=/';
    expect(consentCookie.isSet()).toBe(expected);
  });

  it('is not set in a browser with no cookies', () => {
    expect(consentCookie.isSet()).toBe(false);
  });

  it('grants for a year on the whole site and withdraws again', () => {
    consentCookie.grant();
    expect(document.cookie).toContain('Consented=1');
    expect(consentCookie.isSet()).toBe(true);
    consentCookie.withdraw();
    expect(document.cookie).not.toContain('Consented');
    expect(consentCookie.isSet()).toBe(false);
  });
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('watchConsent', () => {
  it('checks every second: denied by default, granted when the cookie appears, denied when it goes', () => {
    let granted = false;
    const changes: boolean[] = [];
    const stop = watchConsent({ isGranted: () => granted, onChange: (value) => changes.push(value) });
    expect(CONSENT_POLL_INTERVAL_MS).toBe(1000);
    expect(changes).toEqual([]);

    granted = true;
    jest.advanceTimersByTime(999);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(changes).toEqual([true]);

    jest.advanceTimersByTime(5000);
    expect(changes).toEqual([true]);

    granted = false;
    jest.advanceTimersByTime(1000);
    expect(changes).toEqual([true, false]);

    stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reports a cookie that is already there at once', () => {
    document.cookie = 'Consented=1; path=/';
    const changes: boolean[] = [];
    watchConsent({ isGranted: consentCookie.isSet, onChange: (granted) => changes.push(granted) })();
    expect(changes).toEqual([true]);
  });
});
