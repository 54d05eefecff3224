/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import auroraDk from '@/config/sites/aurora-dk';
import voltaSe from '@/config/sites/volta-se';
import type { SiteConfig } from '@/config/site-schema';
import type { TranslationTree } from '@/lib/i18n/translation-keys';
import {
  checkAll,
  checkContrast,
  checkDrawnIcons,
  checkFooter,
  checkHosts,
  checkImages,
  checkLinks,
  checkPictureHosts,
  checkRewards,
  checkSchema,
  checkTracking,
  checkTranslationKeys,
  checkUntranslated,
  checkWebPush,
  settingsOfSites,
  siteSettings,
  type CheckInput,
  type DrawnIconState,
  type Problem,
  type SiteFileInput,
} from '@/scripts/sites/checks';
import { mockRewardCategories, publicFileReader, readDrawnIcons, readUntranslatedStubs } from '@/scripts/sites/project';
import { drawnIconFiles, writeDrawnIcons } from '@/scripts/sites/icons';

const FILE = 'config/sites/aurora-dk.ts';
const site = auroraDk as SiteConfig;

function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

const SQUARE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"></svg>';

/** A project folder in the system's temporary directory: never the repository's own files. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sites-check-'));
  const brand = path.join(root, 'public', 'brands', 'aurora');
  mkdirSync(brand, { recursive: true });
  for (const name of ['logo.svg', 'cover.svg', 'login-banner.svg', 'favicon.svg', 'app-icon.svg']) writeFileSync(path.join(brand, name), SQUARE_SVG);
  writeFileSync(path.join(brand, 'wide.svg'), '<svg width="64" height="32"></svg>');
  writeFileSync(path.join(brand, 'tiny.png'), png(16, 16));
  writeFileSync(path.join(brand, 'icon-180.png'), png(180, 180));
  writeFileSync(path.join(brand, 'photo.jpg'), 'not an image we can measure');
  mkdirSync(path.join(root, 'locales', 'no'), { recursive: true });
  writeFileSync(path.join(root, 'locales', 'no', 'untranslated.txt'), '# comment\ncommon:footer.label\n\nhome:title\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const translations = (): TranslationTree => ({
  da: { common: { brand: { aurora: { name: 'Aurora', privacyUrl: 'https://www.aurora-bil.dk/privatliv' } }, footer: { label: 'Sidefod' } } },
  sv: { common: { brand: { aurora: { name: 'Aurora', privacyUrl: 'https://www.aurora-bil.se/integritet' } }, footer: { label: 'Sidfot' } } },
  en: { common: { brand: { aurora: { name: 'Aurora', privacyUrl: 'https://www.aurora.example/privacy' } }, footer: { label: 'Footer' } } },
  no: { common: { brand: { aurora: { name: 'Aurora', privacyUrl: 'https://www.aurora-bil.no/personvern' } }, footer: { label: 'Bunntekst' } } },
});

const rules = (problems: readonly Problem[]) => problems.map((problem) => `${problem.severity} ${problem.rule} ${problem.field ?? ''}`.trim());

function input(sites: SiteFileInput[], patch: Partial<CheckInput> = {}): CheckInput {
  return {
    sites,
    translations: translations(),
    readPublicFile: publicFileReader(root),
    rewardCategories: () => ({ categories: ['offers', 'service'], source: 'the test backend' }),
    ...patch,
  };
}

describe('the sound fixture', () => {
  it('has no problems at all, so every test below fails only for its own break', () => {
    expect(checkAll(input([{ file: FILE, config: auroraDk }]))).toEqual([]);
  });
});

describe('schema', () => {
  it('lists every broken field of a file, not only the first, with a fix', () => {
    const { site: parsed, problems } = checkSchema({ file: FILE, config: { ...auroraDk, notificationIcon: 'horn', maintenace: true, websiteName: undefined } });
    expect(parsed).toBeUndefined();
    expect(rules(problems).sort()).toEqual(['error schema maintenace', 'error schema notificationIcon', 'error schema websiteName']);
    expect(problems.find((problem) => problem.field === 'notificationIcon')).toMatchObject({ message: expect.stringContaining('"horn"'), fix: 'use bell, sms or other', group: 'aurora-dk' });
    expect(problems.find((problem) => problem.field === 'websiteName')?.message).toBe('is missing');
  });

  it('names an id that differs from the file name', () => {
    expect(rules(checkSchema({ file: 'config/sites/aurora-no.ts', config: auroraDk }).problems)).toEqual(['error schema id']);
  });

  it('reports a file that does not load', () => {
    const problems = checkAll(input([{ file: 'config/sites/broken.ts', config: undefined, loadError: 'Unexpected token' }]));
    expect(problems.filter((problem) => problem.group === 'broken')).toEqual([expect.objectContaining({ rule: 'schema', message: expect.stringContaining('Unexpected token') })]);
  });
});

describe('hosts', () => {
  it('names both sites that claim one host', () => {
    const problems = checkHosts([
      { file: FILE, config: auroraDk },
      { file: 'config/sites/aurora-fo.ts', config: { ...auroraDk, id: 'aurora-fo', hosts: ['other.example', 'MIT.aurora-bil.dk'] } },
    ]);
    expect(problems.map((problem) => `${problem.group}: ${problem.message}`)).toEqual([
      'aurora-dk: the host mit.aurora-bil.dk is also claimed by config/sites/aurora-fo.ts: a visitor could land on the wrong site',
      'aurora-fo: the host mit.aurora-bil.dk is also claimed by config/sites/aurora-dk.ts: a visitor could land on the wrong site',
    ]);
  });

  it("counts a site's automatic <id>.localhost host", () => {
    const problems = checkHosts([
      { file: FILE, config: auroraDk },
      { file: 'config/sites/volta-se.ts', config: { ...voltaSe, hosts: ['aurora-dk.localhost'] } },
    ]);
    expect(problems).toHaveLength(2);
  });
});

describe('images and icons', () => {
  it('names an image that does not exist under public/', () => {
    const problems = checkImages({ ...site, coverImage: '/brands/aurora/missing.svg' }, FILE, publicFileReader(root));
    expect(problems).toEqual([
      expect.objectContaining({ rule: 'images', field: 'coverImage', message: 'points at /brands/aurora/missing.svg, but there is no file public/brands/aurora/missing.svg' }),
    ]);
  });

  it('does not read outside public/', () => {
    expect(checkImages({ ...site, logo: '/../locales/no/untranslated.txt' }, FILE, publicFileReader(root))).toEqual([expect.objectContaining({ rule: 'images', field: 'logo' })]);
  });

  it('wants square icons, PNG favicons of 32 px and PNG app icons of 180 px or more', () => {
    const check = (patch: Partial<SiteConfig>) => rules(checkImages({ ...site, ...patch }, FILE, publicFileReader(root)));
    expect(check({ favicon: '/brands/aurora/wide.svg' })).toEqual(['error icon-size favicon']);
    expect(check({ favicon: '/brands/aurora/tiny.png' })).toEqual(['error icon-size favicon']);
    expect(check({ smartBannerIcon: '/brands/aurora/tiny.png' })).toEqual(['error icon-size smartBannerIcon']);
    expect(check({ smartBannerIcon: '/brands/aurora/icon-180.png', favicon: '/brands/aurora/icon-180.png' })).toEqual([]);
    expect(check({ favicon: '/brands/aurora/photo.jpg' })).toEqual(['error icon-size favicon']);
  });
});

describe('links', () => {
  it.each(['http://www.aurora-bil.dk/cookies', 'javascript:alert(1)', 'data:text/html,hi', '//evil.example/x'])('refuses %s as a link, once, in plain words', (link) => {
    const problems = checkAll(input([{ file: FILE, config: { ...auroraDk, externalCookiePolicyLink: link } }]));
    expect(rules(problems)).toEqual(['error links externalCookiePolicyLink']);
    expect(problems[0]!.fix).toBe('use an address starting with https://, or a path on the site starting with /');
  });

  it('explains why http is not enough', () => {
    expect(checkLinks({ file: FILE, config: { ...auroraDk, apiUrl: 'http://api.aurora-bil.dk' } })[0]!.message).toContain('is not https');
  });

  it('accepts https addresses and site paths', () => {
    expect(checkLinks({ file: FILE, config: { ...auroraDk, externalCookiePolicyLink: '/cookies' } })).toEqual([]);
    expect(checkLinks({ file: FILE, config: { ...auroraDk, externalCookiePolicyLink: 'https://www.aurora-bil.dk/cookies' } })).toEqual([]);
  });
});

describe('tracking ids', () => {
  it('names a gaTag or clarityProjectId in the wrong format, once', () => {
    const problems = checkAll(input([{ file: FILE, config: { ...auroraDk, gaTag: 'UA-12345-1', clarityProjectId: 'My Clarity' } }]));
    expect(rules(problems)).toEqual(['error tracking gaTag', 'error tracking clarityProjectId']);
    expect(checkTracking({ file: FILE, config: { ...auroraDk, gaTag: 'G-AB12CD', clarityProjectId: 'ab12cd34ef' } })).toEqual([]);
  });
});

describe('footer links', () => {
  it("needs the provider's id in cookieData when our cookie page shows the declaration", () => {
    const problems = checkFooter({ ...site, cookieProvider: 'onecookie', cookieData: { culture: 'DA' }, cookiePageType: 'declaration', externalCookiePolicyLink: '' }, FILE, translations());
    expect(problems).toEqual([expect.objectContaining({ rule: 'footer', field: 'cookieData', fix: expect.stringContaining('cookieData.domainId') })]);
    expect(checkFooter({ ...site, cookieData: {}, externalCookiePolicyLink: 'https://www.aurora-bil.dk/cookies' }, FILE, translations())).toEqual([]);
  });

  it("needs the brand's privacy address when the internal privacy page is off", () => {
    const tree = translations();
    delete (tree.da!.common!.brand as Record<string, Record<string, string>>).aurora!.privacyUrl;
    const external = { ...site, internalPrivacyPolicy: false };
    expect(rules(checkFooter(external, FILE, tree))).toEqual(['error footer internalPrivacyPolicy']);
    expect(checkFooter({ ...site, internalPrivacyPolicy: true }, FILE, tree)).toEqual([]);
    (tree.da!.common!.brand as Record<string, Record<string, string>>).aurora!.privacyUrl = 'http://www.aurora-bil.dk';
    expect(checkFooter(external, FILE, tree)).toEqual([expect.objectContaining({ file: 'locales/da/common.json', field: 'brand.aurora.privacyUrl' })]);
  });

  it("needs the brand's name in each of the site's languages", () => {
    expect(rules(checkFooter({ ...site, brand: 'nova' }, FILE, translations()))).toEqual(['error footer brand.nova.name']);
  });
});

describe('theme contrast', () => {
  it('names a colour pair below WCAG AA', () => {
    const theme = { ...site.theme, colors: { ...site.theme.colors, textMuted: '#aaaaaa' } };
    const problems = checkContrast({ ...site, theme }, FILE);
    expect(problems.map((problem) => problem.field)).toContain('theme.colors.textMuted');
    expect(problems[0]!.message).toMatch(/textMuted \(#aaaaaa\) on background \(#ffffff\) has contrast 2\.\d\d:1, below the 4\.5:1/);
  });
});

describe('rewards', () => {
  it('names a category the backend does not have', () => {
    const problems = checkRewards({ ...site, rewards: { ...site.rewards, forYou: { ...site.rewards.forYou, category: 'offerz' } } }, FILE, { categories: ['offers', 'service'], source: 'the mock backend' });
    expect(problems).toEqual([expect.objectContaining({ severity: 'error', field: 'rewards.forYou.category', message: expect.stringContaining('"offerz"') })]);
  });

  it('skips with a note when the backend cannot tell', () => {
    expect(rules(checkRewards(site, FILE, { skipped: 'no data' }))).toEqual(['note rewards rewards']);
  });

  it("reads the mock backend's categories, and skips a brand it does not know", () => {
    expect(mockRewardCategories(site)).toEqual({ categories: expect.arrayContaining(['offers', 'service']), source: 'the mock backend' });
    expect(mockRewardCategories(voltaSe as SiteConfig)).toEqual({ categories: expect.arrayContaining(['benefits', 'charging']), source: 'the mock backend' });
    expect(mockRewardCategories({ ...site, brandId: 'NOV' })).toEqual({ skipped: expect.stringContaining('NOV') });
  });
});

describe('translation keys', () => {
  it('names keys missing in a language, keys in only one language and missing files', () => {
    const tree = translations();
    delete (tree.sv!.common!.footer as Record<string, string>).label;
    (tree.no!.common! as Record<string, unknown>).onlyHere = 'Bare her';
    tree.da!.home = { title: 'Hjem' };
    tree.sv!.home = { title: 'Hem' };
    tree.en!.home = { title: 'Home' };
    expect(checkTranslationKeys(tree).map((problem) => [problem.file, problem.field, problem.message].filter(Boolean).join(' '))).toEqual([
      'locales/sv/common.json footer.label is missing (it exists in da, en, no): the page would show the raw key',
      'locales/no/common.json onlyHere exists only in no: every other language lacks it',
      'locales/no/home.json the file is missing: no has no "home" texts',
    ]);
  });
});

describe('untranslated text', () => {
  it('warns, never errs, about text identical to English, and skips names, addresses and allowed words', () => {
    const tree = translations();
    tree.en!.home = { title: 'Your vehicles', ok: 'OK', count: '{{count}} km', help: { phoneNumber: '+45 70 10 20 30' } };
    tree.da!.home = { title: 'Your vehicles', ok: 'OK', count: '{{count}} km', help: { phoneNumber: '+45 70 10 20 30' } };
    const problems = checkUntranslated(tree);
    expect(problems.map((problem) => `${problem.severity} ${problem.file} ${problem.field}`)).toEqual(['warning locales/da/home.json title']);
  });

  it('warns about every stub sites:new copied in until it is translated', () => {
    const tree = translations();
    tree.no!.common = { ...tree.no!.common, footer: { label: 'Footer' } };
    const stubs = readUntranslatedStubs(path.join(root, 'locales'));
    expect(stubs).toEqual({ no: ['common:footer.label', 'home:title'] });
    const problems = checkUntranslated(tree, stubs);
    expect(problems).toEqual([expect.objectContaining({ severity: 'warning', file: 'locales/no/common.json', field: 'footer.label', message: expect.stringContaining('sites:new') })]);
  });

  it('makes no error of a warning: exit code 0 with only warnings', () => {
    const tree = translations();
    tree.da!.common = { ...tree.da!.common, footer: { label: 'Footer' } };
    const problems = checkAll(input([{ file: FILE, config: auroraDk }], { translations: tree }));
    expect(problems.map((problem) => problem.severity)).toEqual(['warning']);
  });
});

describe('picture hosts', () => {
  const withHosts = (pictureHosts: unknown, text?: string): SiteFileInput => ({ file: FILE, config: { ...auroraDk, pictureHosts }, ...(text !== undefined ? { text } : {}) });

  it('explains, once per entry, an address next/image would refuse: plain http, a path, not an origin', () => {
    const problems = checkAll(input([withHosts(['http://media.aurora-bil.dk', 'https://media.aurora-bil.dk/pictures', 'media.aurora-bil.dk'])]));
    expect(rules(problems)).toEqual(['error picture-hosts pictureHosts', 'error picture-hosts pictureHosts', 'error picture-hosts pictureHosts']);
    expect(problems[0]!.message).toContain('is not https');
    expect(problems[1]!.message).toContain('has a path');
    expect(problems[2]!.message).toContain('is not an https origin');
  });

  it('warns about an empty list and a host listed twice', () => {
    expect(rules(checkPictureHosts(withHosts([])))).toEqual(['warning picture-hosts pictureHosts']);
    expect(rules(checkPictureHosts(withHosts(['https://a.example', 'https://a.example'])))).toEqual(['warning picture-hosts pictureHosts']);
  });

  it('wants the list written so the build reads the same (next.config.js reads the file’s text)', () => {
    const config = withHosts(['https://a.example'], "  pictureHosts: ['https://a.example'],\n");
    expect(checkPictureHosts(config)).toEqual([]);
    const computed = withHosts(['https://a.example'], '  pictureHosts: PICTURE_HOSTS,\n');
    expect(rules(checkPictureHosts(computed))).toEqual(['error picture-hosts pictureHosts']);
    expect(checkPictureHosts(computed)[0]!.message).toContain('the build');
  });
});

describe('web push key', () => {
  it('accepts a P-256 public key or none, and refuses anything else in plain words', () => {
    expect(checkWebPush({ file: FILE, config: auroraDk })).toEqual([]);
    expect(checkWebPush({ file: FILE, config: { ...auroraDk, webPushPublicKey: '' } })).toEqual([]);
    // The right length and alphabet, but not a point on the curve.
    const notAPoint = `B${'A'.repeat(86)}`;
    expect(rules(checkWebPush({ file: FILE, config: { ...auroraDk, webPushPublicKey: notAPoint } }))).toEqual(['error web-push webPushPublicKey']);
    const problems = checkAll(input([{ file: FILE, config: { ...auroraDk, webPushPublicKey: 'my-key' } }]));
    expect(rules(problems)).toEqual(['error web-push webPushPublicKey']);
  });
});

describe('home-screen icons', () => {
  const icon = (size: number, found?: DrawnIconState['found'], upToDate?: boolean): DrawnIconState => ({
    publicPath: `/brands/aurora/app-icon-${size}.png`,
    size,
    ...(found ? { found } : {}),
    upToDate,
  });

  it('wants a PNG of each size phones use, drawn from today’s app icon', () => {
    const good = [180, 192, 512].map((size) => icon(size, { format: 'png', width: size, height: size }, true));
    expect(checkDrawnIcons(site, FILE, good)).toEqual([]);
    const bad = [icon(180), icon(192, { format: 'png', width: 180, height: 180 }, true), icon(512, { format: 'png', width: 512, height: 512 }, false)];
    const problems = checkDrawnIcons(site, FILE, bad);
    expect(rules(problems)).toEqual(['error home-screen-icons smartBannerIcon', 'error home-screen-icons smartBannerIcon', 'error home-screen-icons smartBannerIcon']);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('is missing'),
      expect.stringContaining('is 180×180 PNG, not a 192×192 PNG'),
      expect.stringContaining('out of date'),
    ]);
    expect(problems.every((problem) => problem.fix.includes('npm run sites:icons'))).toBe(true);
  });

  it('names the favicon as the field and as the picture of a favicon PNG that is missing or stale', () => {
    const favicon = { kind: 'favicon' as const, publicPath: '/brands/aurora/favicon-48.png', size: 48, source: site.favicon };
    const missing = checkDrawnIcons(site, FILE, [favicon]);
    expect(rules(missing)).toEqual(['error home-screen-icons favicon']);
    expect(missing[0]!.message).toContain('favicon PNG public/brands/aurora/favicon-48.png is missing');
    expect(missing[0]!.fix).toContain('from the favicon');
    const stale = checkDrawnIcons(site, FILE, [{ ...favicon, found: { format: 'png', width: 48, height: 48 }, upToDate: false }]);
    expect(stale[0]!.message).toContain(`not what the favicon ${site.favicon} draws today`);
  });

  it('tells the favicon PNG by its kind, also when one SVG is both the favicon and the app icon', () => {
    const oneSvg = { ...site, favicon: site.smartBannerIcon };
    const files = drawnIconFiles(oneSvg);
    expect(files.map((file) => [file.kind, file.size, file.source])).toEqual([
      ['homeScreen', 180, oneSvg.smartBannerIcon],
      ['homeScreen', 192, oneSvg.smartBannerIcon],
      ['homeScreen', 512, oneSvg.smartBannerIcon],
      ['favicon', 48, oneSvg.smartBannerIcon],
    ]);
    const states = files.map(({ kind, publicPath, size, source }) => ({ kind, publicPath, size, source, found: { format: 'png' as const, width: size, height: size }, upToDate: true }));
    expect(siteSettings(oneSvg, states)).toMatchObject({ homeScreenIcons: files.slice(0, 3).map((file) => file.publicPath), faviconPng: files[3]!.publicPath });
    const missing = checkDrawnIcons(oneSvg, FILE, [{ ...states[3]!, found: undefined }]);
    expect(rules(missing)).toEqual(['error home-screen-icons favicon']);
  });

  it('reads them from public/ and draws them again to compare: made by sites:icons they pass, then a changed app icon or favicon makes them stale', async () => {
    const project = mkdtempSync(path.join(tmpdir(), 'sites-icons-'));
    try {
      const brand = path.join(project, 'public', 'brands', 'aurora');
      mkdirSync(brand, { recursive: true });
      const appIcon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b3d91"/></svg>';
      writeFileSync(path.join(brand, 'app-icon.svg'), appIcon);
      writeFileSync(path.join(brand, 'favicon.svg'), appIcon.replace('rx="7"', 'rx="16"'));
      const sites = [{ file: FILE, config: auroraDk }];
      const reader = publicFileReader(project);
      const files = [...[180, 192, 512].map((size) => `/brands/aurora/app-icon-${size}.png`), '/brands/aurora/favicon-48.png'];
      const sizes = [180, 192, 512, 48];
      expect((await readDrawnIcons(sites, reader))(site).map((state) => state.found)).toEqual([undefined, undefined, undefined, undefined]);

      expect(await writeDrawnIcons(project, [site])).toEqual(files.map((file) => `public${file}`));
      const made = (await readDrawnIcons(sites, reader))(site);
      expect(made.map((state) => [state.found, state.upToDate])).toEqual(sizes.map((size) => [{ format: 'png', width: size, height: size }, true]));
      expect(checkDrawnIcons(site, FILE, made)).toEqual([]);

      writeFileSync(path.join(brand, 'app-icon.svg'), appIcon.replace('#0b3d91', '#c0392b'));
      const stale = (await readDrawnIcons(sites, reader))(site);
      expect(stale.map((state) => state.upToDate)).toEqual([false, false, false, true]);
      writeFileSync(path.join(brand, 'favicon.svg'), appIcon.replace('#0b3d91', '#c0392b'));
      expect((await readDrawnIcons(sites, reader))(site).map((state) => state.upToDate)).toEqual([false, false, false, false]);
      expect(settingsOfSites(input(sites, { drawnIcons: () => made }))[site.id]).toEqual({
        pictureHosts: site.pictureHosts,
        webPush: true,
        homeScreenIcons: files.slice(0, 3),
        faviconPng: '/brands/aurora/favicon-48.png',
      });
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
