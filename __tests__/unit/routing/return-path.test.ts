import { RETURN_PARAM, RETURN_PATH_MAX_LENGTH, returnPathFrom, safeReturnPath, withReturnPath } from '@/lib/routing/return-path';
import { HOSTILE_RETURN_PATHS } from '../../utils/hostile-return-paths';

const danish = { locales: ['da'] as const };
const swedish = { locales: ['sv'] as const };
const danishAndEnglish = { locales: ['da', 'en'] as const };

describe('safeReturnPath', () => {
  it.each([
    ['a reward', '/fordele?reward=0f6d-11', '/fordele?reward=0f6d-11'],
    ['an article', '/nyheder?article=abc', '/nyheder?article=abc'],
    ['the Points tab with its period', '/fordele?view=points&period=this-year', '/fordele?view=points&period=this-year'],
    ['a profile tab', '/min-profil/samtykke', '/min-profil/samtykke'],
    ['a filter and campaign parameters', '/fordele?category=lifestyle&utm_source=email', '/fordele?category=lifestyle&utm_source=email'],
    ['an alias, as its route', '/Reward?reward=1', '/fordele?reward=1'],
    ['the root, as home', '/', '/min-bil'],
    ['a public page outside the sign-in pages', '/privatlivspolitik', '/privatlivspolitik'],
  ])('accepts %s', (_name, raw, expected) => {
    expect(safeReturnPath(raw, danish)).toBe(expected);
  });

  it('answers in the language the path is in', () => {
    expect(safeReturnPath('/erbjudanden?view=points', swedish)).toBe('/erbjudanden?view=points');
    expect(safeReturnPath('/en/rewards?reward=1', danishAndEnglish)).toBe('/en/rewards?reward=1');
  });

  it('drops the fragment and a return address nested in the return address', () => {
    expect(safeReturnPath('/nyheder?article=a&next=%2F%2Fevil.example#top', danish)).toBe('/nyheder?article=a');
  });

  it.each(HOSTILE_RETURN_PATHS)('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw.replace('{host}', 'aurora-dk.localhost:3000'), danish)).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['a number', 42],
    ['a list', ['/fordele']],
    ['the sign-up page', '/opret-konto'],
    ['the activation page', '/aktiver-konto?token=x'],
    ['a password page', '/ny-adgangskode?token=x'],
    ['a path that is no page', '/fordele/1'],
    ['an encoded space in the path', '/min%20bil'],
    ['an address longer than the limit', `/fordele?x=${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw, danish)).toBeUndefined();
  });
});

describe('returnPathFrom', () => {
  it('is the page and its query', () => {
    expect(returnPathFrom({ pathname: '/fordele', search: '?reward=1' }, danish)).toBe('/fordele?reward=1');
  });

  it('is nothing for home without a query (where a sign-in leads anyway)', () => {
    expect(returnPathFrom({ pathname: '/min-bil', search: '' }, danish)).toBeUndefined();
    expect(returnPathFrom({ pathname: '/', search: '' }, danish)).toBeUndefined();
    expect(returnPathFrom({ pathname: '/min-bil', search: '?utm_source=email' }, danish)).toBe('/min-bil?utm_source=email');
  });
});

describe('withReturnPath', () => {
  it('adds the return address, encoded, to the query', () => {
    expect(withReturnPath('/log-ind', '/fordele?reward=1&view=x')).toBe(`/log-ind?${RETURN_PARAM}=%2Ffordele%3Freward%3D1%26view%3Dx`);
    expect(withReturnPath('/log-ind?a=1', '/min-profil')).toBe(`/log-ind?a=1&${RETURN_PARAM}=%2Fmin-profil`);
  });

  it('leaves the address as it is without one', () => {
    expect(withReturnPath('/log-ind', undefined)).toBe('/log-ind');
  });
});
