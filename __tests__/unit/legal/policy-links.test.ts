/** @jest-environment node */
import { cookiePolicyLink, privacyPolicyLink } from '@/lib/policy-links';
import { sites } from '@/config/site-registry';

const BRAND_PRIVACY_URL = 'https://www.aurora-bil.dk/privatlivspolitik';
const EXTERNAL_COOKIES = 'https://www.aurora-bil.se/cookies';

describe('footer policy links (docs/product.md#layouts)', () => {
  // Every combination of the two settings: each link depends on its own setting only.
  it.each([
    { externalCookiePolicyLink: '', internalPrivacyPolicy: true, cookies: { kind: 'internal', route: 'cookies' }, privacy: { kind: 'internal', route: 'privacy' } },
    { externalCookiePolicyLink: '', internalPrivacyPolicy: false, cookies: { kind: 'internal', route: 'cookies' }, privacy: { kind: 'external', href: BRAND_PRIVACY_URL } },
    { externalCookiePolicyLink: EXTERNAL_COOKIES, internalPrivacyPolicy: true, cookies: { kind: 'external', href: EXTERNAL_COOKIES }, privacy: { kind: 'internal', route: 'privacy' } },
    { externalCookiePolicyLink: EXTERNAL_COOKIES, internalPrivacyPolicy: false, cookies: { kind: 'external', href: EXTERNAL_COOKIES }, privacy: { kind: 'external', href: BRAND_PRIVACY_URL } },
  ])('external cookie link "$externalCookiePolicyLink", internal privacy policy $internalPrivacyPolicy', ({ externalCookiePolicyLink, internalPrivacyPolicy, cookies, privacy }) => {
    const site = { externalCookiePolicyLink, internalPrivacyPolicy };
    expect(cookiePolicyLink(site)).toEqual(cookies);
    expect(privacyPolicyLink(site, BRAND_PRIVACY_URL)).toEqual(privacy);
  });

  it('gives the demo sites the links their files configure', () => {
    const links = Object.fromEntries(
      sites.map((site) => [site.id, [cookiePolicyLink(site).kind, privacyPolicyLink(site, 'https://brand.example/privacy').kind]]),
    );
    expect(links).toMatchObject({
      'aurora-dk': ['internal', 'internal'],
      'aurora-se': ['external', 'external'],
      'volta-dk': ['external', 'external'],
      'volta-se': ['external', 'internal'],
    });
  });
});
