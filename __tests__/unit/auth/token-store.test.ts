import { createTokenStore } from '@/lib/auth/token-store';
// The page boot's hints go with the session: it listens for the session's end.
import '@/lib/boot/session-end';

const nowSeconds = Math.floor(Date.now() / 1000);

function jwt(expSeconds: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'owner', exp: expSeconds })}.signature`;
}

/** A Storage in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the end of a session in the token store', () => {
  it('clears every hint of the owner with the session, and nothing that is the browser’s own', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const store = createTokenStore({ session, local });
    store.saveAccessToken(jwt(nowSeconds + 300));
    const owners = ['vehicle-count-hint:aurora-dk', 'reward-count-hint:aurora-dk:forYou', 'home-highlights-hint:volta-se', 'home-news-hint:aurora-dk', 'preferred-dealers-hint:aurora-se', 'firstPictureHint', 'list-picture-hint:https://api.example.test/aurora-dk/api/profile/news?page=1', 'latestAccessTokenExpiry'];
    for (const key of owners) local.setItem(key, '2');
    session.setItem('consent-again-later', '1');
    // The browser's own: the banners' answers, and the deleted account's notice (shown on login after it).
    const browsers = ['consent-stand-in-declined', 'smart-app-banner-dismissed:aurora-dk'];
    for (const key of browsers) local.setItem(key, '1');
    session.setItem('account-deleted', '1');

    store.clear();
    expect(owners.filter((key) => local.getItem(key) !== null)).toEqual([]);
    expect(session.getItem('consent-again-later')).toBeNull();
    expect(browsers.filter((key) => local.getItem(key) === null)).toEqual([]);
    expect(session.getItem('account-deleted')).toBe('1');
  });
});
