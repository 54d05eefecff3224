/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getSite, sites } from '@/config/site-registry';
import { BRAND_SECTION_KEYS, onlyOwnBrand } from '@/lib/i18n/brand-texts';
import { getErrorPageProps } from '@/lib/page/error-page-props';
import { makeStaticProps, type PageProps } from '@/lib/page/static-props';

const BRANDS = [...new Set(sites.map((site) => site.brand))];
const locales = path.join(__dirname, '..', '..', '..', 'locales');

describe('onlyOwnBrand', () => {
  const namespace = {
    title: 'Hjælp',
    brand: { aurora: { name: 'Aurora' }, volta: { name: 'Volta' } },
    contact: { brands: { aurora: { phone: '1' }, volta: { phone: '2' } }, title: 'Kontakt' },
    aurora: 'not a brand section: kept',
  };

  it('keeps the page’s own brand in every brand section, and everything else', () => {
    expect(onlyOwnBrand(namespace, 'volta', BRANDS)).toEqual({
      title: 'Hjælp',
      brand: { volta: { name: 'Volta' } },
      contact: { brands: { volta: { phone: '2' } }, title: 'Kontakt' },
      aurora: 'not a brand section: kept',
    });
  });

  it('keeps no brand for a page of no site, and leaves the loaded namespace as it was', () => {
    const copy = structuredClone(namespace);
    const none = onlyOwnBrand(namespace, undefined, BRANDS) as typeof namespace;
    expect([none.brand, none.contact.brands, none.title]).toEqual([{}, {}, 'Hjælp']);
    expect(namespace).toEqual(copy);
  });
});

describe('brand texts in the translation files', () => {
  it('sit only in brand sections, so a page can be given its own alone', () => {
    const misplaced: string[] = [];
    const walk = (value: unknown, where: string, parent: string | undefined) => {
      if (typeof value !== 'object' || value === null) return;
      for (const [key, child] of Object.entries(value)) {
        if (BRANDS.includes(key) && !(BRAND_SECTION_KEYS as readonly string[]).includes(parent ?? '')) misplaced.push(`${where}.${key}`);
        walk(child, `${where}.${key}`, key);
      }
    };
    let files = 0;
    for (const language of readdirSync(locales)) {
      for (const file of readdirSync(path.join(locales, language)).filter((name) => name.endsWith('.json'))) {
        files += 1;
        walk(JSON.parse(readFileSync(path.join(locales, language, file), 'utf8')), `${language}/${file}`, undefined);
      }
    }
    expect(files).toBeGreaterThan(40);
    expect(misplaced).toEqual([]);
  });
});

describe("a page's data", () => {
  /** Every string a brand section of this language holds for `brand`: names, addresses, phone numbers. */
  function brandStrings(language: string, brand: string): string[] {
    const strings: string[] = [];
    const collect = (value: unknown, inBrand: boolean) => {
      if (typeof value === 'string') {
        if (inBrand) strings.push(value);
        return;
      }
      if (typeof value !== 'object' || value === null) return;
      for (const [key, child] of Object.entries(value)) collect(child, inBrand || key === brand);
    };
    for (const file of ['common', 'legal', 'help']) {
      collect(JSON.parse(readFileSync(path.join(locales, language, `${file}.json`), 'utf8')), false);
    }
    // A shared word (the same opening hours) says nothing about another brand.
    return [...new Set(strings)].filter((text) => /[@/.+]|^[A-Z]/.test(text));
  }

  it.each([
    ['aurora-dk', 'volta'],
    ['volta-se', 'aurora'],
  ] as const)('of %s carries its own brand’s names and addresses and none of %s’s', async (siteId, other) => {
    const site = getSite(siteId)!;
    for (const route of ['help', 'privacy', 'login'] as const) {
      const result = await makeStaticProps(route)({ params: { site: siteId, locale: site.locales[0]! } } as never);
      const data = JSON.stringify((result as { props: PageProps }).props);
      const own = brandStrings(site.locales[0]!, site.brand).filter((text) => !brandStrings(site.locales[0]!, other).includes(text));
      const others = brandStrings(site.locales[0]!, other).filter((text) => !brandStrings(site.locales[0]!, site.brand).includes(text));
      expect(others.length).toBeGreaterThan(0);
      for (const text of others) expect({ route, leaked: data.includes(JSON.stringify(text)) ? text : undefined }).toEqual({ route, leaked: undefined });
      // Its own privacy address is there (the footer's link), so the check above looks in the right place.
      expect(own.some((text) => data.includes(JSON.stringify(text)))).toBe(true);
    }
  });

  it('of the 404 and 500 pages (no site) carries no brand at all', async () => {
    const result = await getErrorPageProps({} as never);
    const data = JSON.stringify((result as { props: unknown }).props);
    for (const brand of BRANDS) for (const text of brandStrings('en', brand)) expect(data).not.toContain(JSON.stringify(text));
  });
});
