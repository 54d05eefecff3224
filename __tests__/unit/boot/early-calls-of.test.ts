import { getSite } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import { earlyCallsOf } from '@/screens/route-boot';

const site = (id: string): SiteConfig => ({ ...getSite(id)!, apiUrl: `https://api.example.test/${id}` });
const urls = (route: Parameters<typeof earlyCallsOf>[0], id: string) => earlyCallsOf(route, site(id)).map((call) => [call.url, call.when ?? 'plain']);

describe('which calls a static page sends early (screens/<route>.boot.ts)', () => {
  it("rewards: the list of each group the page shows at once (one tab's, or both sections'), the first with its picture; the Points tab its account", () => {
    for (const id of ['aurora-dk', 'aurora-se', 'volta-dk', 'volta-se']) {
      const calls = urls('rewards', id);
      const lists = calls.filter(([, when]) => when === 'plain');
      expect(lists).toHaveLength(getSite(id)!.hasVehicleTab ? 1 : 2);
      expect(lists.every(([url]) => String(url).startsWith(`https://api.example.test/${id}/api/profile/publications?`))).toBe(true);
      expect(earlyCallsOf('rewards', site(id)).filter((call) => call.picture)).toHaveLength(1);
      expect(calls).toContainEqual([`https://api.example.test/${id}/api/profile/loyalty-account`, { param: 'view', value: 'points' }]);
    }
  });

  it("the Points tab's address also sends the consent-again prompt's two calls, after the account's, on sites that ask again", () => {
    const points = { param: 'view', value: 'points' };
    for (const id of ['aurora-dk', 'aurora-se']) {
      const onPoints = urls('rewards', id).filter(([, when]) => typeof when === 'object' && JSON.stringify(when) === JSON.stringify(points));
      expect(onPoints.map(([url]) => url)).toEqual([
        `https://api.example.test/${id}/api/profile/loyalty-account`,
        `https://api.example.test/${id}/api/profile/consents`,
        `https://api.example.test/${id}/api/profile/consents/latest`,
      ]);
    }
    for (const id of ['volta-dk', 'volta-se']) expect(urls('rewards', id).some(([url]) => String(url).includes('/consents'))).toBe(false);
    // Not on the rewards tab's address, nor on other pages.
    expect(urls('rewards', 'aurora-dk').filter(([url, when]) => String(url).includes('/consents') && when === 'plain')).toEqual([]);
    expect(urls('news', 'aurora-dk').some(([url]) => String(url).includes('/consents'))).toBe(false);
  });

  it('the consent tab: the owner\'s consents and their latest texts, on its plain address, on every site', () => {
    for (const id of ['aurora-dk', 'aurora-se', 'volta-dk', 'volta-se']) {
      expect(urls('profileConsent', id)).toEqual([
        [`https://api.example.test/${id}/api/profile/consents`, 'plain'],
        [`https://api.example.test/${id}/api/profile/consents/latest`, 'plain'],
      ]);
    }
  });

  it('news: its first page, with its picture; screens whose largest paint is not the data: nothing', () => {
    expect(urls('news', 'volta-se')).toEqual([['https://api.example.test/volta-se/api/profile/news?source=website&page=1&pageSize=10', 'plain']]);
    expect(earlyCallsOf('news', site('volta-se'))[0]!.picture).toBeDefined();
    expect(earlyCallsOf('dealer', site('aurora-dk'))).toEqual([]);
    expect(earlyCallsOf('home', site('aurora-dk'))).toEqual([]);
  });
});
