import { LOCALES } from '@/config/locales';
import { ROUTE_ALIASES } from '@/config/route-aliases';
import { ROUTE_KEYS } from '@/config/routes';
import { pathFor, resolvePath } from '@/lib/routing/localised-path';
import { ROUTE_PATHS } from '@/lib/routing/route-paths';

const danish = { locales: ['da'] as const };
const swedish = { locales: ['sv'] as const };
const danishAndEnglish = { locales: ['da', 'en'] as const };

describe('localised paths', () => {
  it('gives every route a path in every language, unique within the language', () => {
    for (const locale of LOCALES) {
      const paths = ROUTE_KEYS.map((key) => ROUTE_PATHS[locale][key]);
      expect(paths.every((path) => typeof path === 'string' && path.length > 0)).toBe(true);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('builds the localised path of the current language', () => {
    expect(pathFor('login', 'da', danish)).toBe('/log-ind');
    expect(pathFor('login', 'sv', swedish)).toBe('/inloggning');
    expect(pathFor('home', 'da', danish)).toBe('/min-bil');
    expect(pathFor('profileSecurity', 'sv', swedish)).toBe('/min-profil/sakerhet');
  });

  it('prefixes a language that is not the site default', () => {
    expect(pathFor('login', 'en', danishAndEnglish)).toBe('/en/login');
    expect(resolvePath('/en/login', danishAndEnglish)).toEqual({ kind: 'route', locale: 'en', route: 'login' });
  });

  it('ignores a language prefix the site does not speak', () => {
    expect(resolvePath('/en/login', danish)).toEqual({ kind: 'not-found', locale: 'da' });
  });

  it.each([
    ['/log-ind', danish, 'login'],
    ['/inloggning', swedish, 'login'],
    ['/min-bil', danish, 'home'],
    ['/fordele', danish, 'rewards'],
    ['/erbjudanden', swedish, 'rewards'],
    ['/min-profil', swedish, 'profile'],
    ['/min-profil/samtykke', danish, 'profileConsent'],
    ['/', danish, 'home'],
    ['/log-ind/', danish, 'login'],
  ] as const)('serves %s as a route', (path, site, route) => {
    expect(resolvePath(path, site)).toMatchObject({ kind: 'route', route });
  });

  it.each([
    ['/registrering', danish, 'signup', '/opret-konto'],
    ['/aktivering', danish, 'signup', '/opret-konto'],
    ['/registrering', swedish, 'signup', '/skapa-konto'],
    ['/aktivering', swedish, 'signup', '/skapa-konto'],
    ['/reward', danish, 'rewards', '/fordele'],
    ['/reward', swedish, 'rewards', '/erbjudanden'],
    ['/Erbjudande', swedish, 'rewards', '/erbjudanden'],
    ['/glemt-adgangskode', danish, 'passwordReset', '/nulstil-adgangskode'],
    ['/glomt-losenord', swedish, 'passwordReset', '/aterstall-losenord'],
    ['/login', danish, 'login', '/log-ind'],
    ['/login', swedish, 'login', '/inloggning'],
    ['/profile/general', swedish, 'profileGeneral', '/min-profil/allmant'],
    ['/LOG-IND', danish, 'login', '/log-ind'],
  ] as const)('redirects the alias %s to the localised path', (path, site, route, location) => {
    expect(resolvePath(path, site)).toEqual({ kind: 'redirect', locale: site.locales[0], route, location });
  });

  it('finds no route in the names every object inherits (/__proto__, /constructor, ...)', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(resolvePath(`/${name}`, danish)).toEqual({ kind: 'not-found', locale: 'da' });
      expect(resolvePath(`/${name}`, swedish)).toEqual({ kind: 'not-found', locale: 'sv' });
    }
  });

  it('does not resolve another language’s paths', () => {
    expect(resolvePath('/inloggning', danish)).toEqual({ kind: 'not-found', locale: 'da' });
    expect(resolvePath('/nope', swedish)).toEqual({ kind: 'not-found', locale: 'sv' });
  });

  it('lets no alias shadow a different route’s localised path', () => {
    for (const locale of LOCALES) {
      for (const [alias, route] of Object.entries(ROUTE_ALIASES[locale])) {
        const owner = ROUTE_KEYS.find((key) => ROUTE_PATHS[locale][key] === alias);
        if (owner) expect(owner).toBe(route);
        expect(alias).toBe(alias.toLowerCase());
      }
    }
  });
});
