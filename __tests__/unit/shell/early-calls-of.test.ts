import { getSite } from '@/config/site-registry';
import type { SiteConfig } from '@/config/site-schema';
import { earlyCallsOf } from '@/screens/early-calls';

const API = 'https://api.example.test/{site}';
const site = (id: string): SiteConfig => {
  const config = getSite(id)!;
  return { ...config, apiUrl: API.replace('{site}', id) };
};
const urls = (route: Parameters<typeof earlyCallsOf>[0], id: string) => earlyCallsOf(route, site(id)).map((call) => [call.url, call.when ?? 'plain']);

describe('which calls a static page sends early (screens/early-calls.ts)', () => {
  it('rewards: the groups shown first, the Points tab its account, and the consent-again calls where the site asks again', () => {
    const calls = urls('rewards', 'aurora-dk');
    expect(calls.filter(([, when]) => when === 'plain').every(([url]) => String(url).startsWith('https://api.example.test/aurora-dk/api/profile/publications?'))).toBe(true);
    expect(calls).toContainEqual(['https://api.example.test/aurora-dk/api/profile/loyalty-account', { param: 'view', value: 'points' }]);
    expect(calls).toContainEqual(['https://api.example.test/aurora-dk/api/profile/consents', 'any']);
    expect(calls).toContainEqual(['https://api.example.test/aurora-dk/api/profile/consents/latest', 'any']);
    // volta-se does not ask for consent again.
    expect(urls('rewards', 'volta-se').some(([url]) => String(url).includes('/consents'))).toBe(false);
  });

  it("sends each group's list that the page shows at once: one tab's, or both sections'", () => {
    for (const id of ['aurora-dk', 'aurora-se', 'volta-dk', 'volta-se']) {
      const lists = urls('rewards', id).filter(([, when]) => when === 'plain');
      expect(lists).toHaveLength(getSite(id)!.hasVehicleTab ? 1 : 2);
      // Only the first list brings the picture of the page's first card.
      expect(earlyCallsOf('rewards', site(id)).filter((call) => call.picture)).toHaveLength(1);
    }
  });

  it('news: its first page with its picture; other screens: nothing', () => {
    expect(urls('news', 'volta-se')).toEqual([['https://api.example.test/volta-se/api/profile/news?source=website&page=1&pageSize=10', 'plain']]);
    expect(earlyCallsOf('dealer', site('aurora-dk'))).toEqual([]);
    expect(earlyCallsOf('home', site('aurora-dk'))).toEqual([]);
  });
});
