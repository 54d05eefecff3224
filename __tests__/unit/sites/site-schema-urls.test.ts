import { sites } from '@/config/site-registry';
import { isSafeUrl, siteConfigSchema } from '@/config/site-schema';
import auroraDk from '@/config/sites/aurora-dk';

describe('URL fields of a site', () => {
  it.each([
    ['http://www.aurora-bil.dk/cookies'],
    ['javascript:alert(document.cookie)'],
    ['JavaScript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['//evil.example/cookies'],
    ['ftp://files.example/x'],
    ['https://'],
    ['/cookies page'],
  ])('refuses %s in externalCookiePolicyLink and apiUrl', (url) => {
    expect(isSafeUrl(url)).toBe(false);
    for (const field of ['externalCookiePolicyLink', 'apiUrl']) {
      const parsed = siteConfigSchema.safeParse({ ...auroraDk, [field]: url });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it.each([['https://www.aurora-bil.dk/cookies'], ['/cookies'], ['/api/owner-portal']])('accepts %s', (url) => {
    expect(siteConfigSchema.safeParse({ ...auroraDk, externalCookiePolicyLink: url, apiUrl: url }).success).toBe(true);
  });

  it('keeps an empty externalCookiePolicyLink meaning "our own cookie page"', () => {
    expect(siteConfigSchema.safeParse({ ...auroraDk, externalCookiePolicyLink: '' }).success).toBe(true);
  });

  it('holds for every shipped site: their files use https; the mock backend comes in through API_URL_OVERRIDE', () => {
    for (const site of sites) {
      expect(site.apiUrl).toMatch(/^https:\/\//);
      expect(site.externalCookiePolicyLink).toMatch(/^(https:\/\/.+)?$/);
    }
  });
});
