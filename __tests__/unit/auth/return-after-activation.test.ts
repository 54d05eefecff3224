import { RETURN_AFTER_ACTIVATION_KEY, RETURN_AFTER_ACTIVATION_MAX_AGE_MS } from '@/config/auth';
import { rememberReturnAfterActivation, takeReturnAfterActivation } from '@/lib/auth/return-after-activation';
import { createTokenStore } from '@/lib/auth/token-store';

const danish = { locales: ['da'] as const };
const NOW = 1_800_000_000_000;

beforeEach(() => window.localStorage.clear());

describe('the address kept from sign-up to activation', () => {
  it('is given back once', () => {
    rememberReturnAfterActivation(window.localStorage, '/fordele?reward=r-1', NOW);
    expect(takeReturnAfterActivation(window.localStorage, danish, NOW + 60_000)).toBe('/fordele?reward=r-1');
    expect(takeReturnAfterActivation(window.localStorage, danish, NOW + 60_000)).toBeUndefined();
  });

  it('is dropped once older than the activation link lives', () => {
    rememberReturnAfterActivation(window.localStorage, '/fordele?reward=r-1', NOW);
    expect(takeReturnAfterActivation(window.localStorage, danish, NOW + RETURN_AFTER_ACTIVATION_MAX_AGE_MS + 1)).toBeUndefined();
    expect(window.localStorage.getItem(RETURN_AFTER_ACTIVATION_KEY)).toBeNull();
  });

  it('is checked again when read: storage is no more trusted than a URL', () => {
    window.localStorage.setItem(RETURN_AFTER_ACTIVATION_KEY, JSON.stringify({ path: '//evil.example', at: NOW }));
    expect(takeReturnAfterActivation(window.localStorage, danish, NOW)).toBeUndefined();
    window.localStorage.setItem(RETURN_AFTER_ACTIVATION_KEY, 'not json');
    expect(takeReturnAfterActivation(window.localStorage, danish, NOW)).toBeUndefined();
  });

  it('a sign-up without one forgets an older one', () => {
    rememberReturnAfterActivation(window.localStorage, '/nyheder', NOW);
    rememberReturnAfterActivation(window.localStorage, undefined, NOW);
    expect(takeReturnAfterActivation(window.localStorage, danish, NOW)).toBeUndefined();
  });

  it('goes when a session ends in this browser', () => {
    rememberReturnAfterActivation(window.localStorage, '/nyheder', NOW);
    createTokenStore({ session: window.sessionStorage, local: window.localStorage }).clear();
    expect(window.localStorage.getItem(RETURN_AFTER_ACTIVATION_KEY)).toBeNull();
  });
});
