/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { scaffoldScreen } from '@/scripts/new-screen/scaffold';

const root = path.join(__dirname, '..', '..', '..');
const LANGUAGES = ['da', 'sv', 'en', 'no'];

/** A temporary copy of what the scaffolder reads and changes: the repository is never written. */
function tempRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'new-screen-'));
  for (const file of ['routes.ts', 'route-kit.ts']) cpSync(path.join(root, 'config', file), path.join(dir, 'config', file));
  mkdirSync(path.join(dir, 'screens'));
  for (const file of readdirSync(path.join(root, 'screens')).filter((name) => name.endsWith('.route.ts'))) {
    cpSync(path.join(root, 'screens', file), path.join(dir, 'screens', file));
  }
  cpSync(path.join(root, 'locales'), path.join(dir, 'locales'), { recursive: true });
  return dir;
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('npm run new:screen', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempRepo();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('adds the page, route module, screen, feature section, namespace in four languages, title and path', async () => {
    const written = scaffoldScreen({ root: dir, routeKey: 'giftCards', area: 'loyalty' });

    expect(written).toEqual(
      expect.arrayContaining([
        'pages/[site]/[locale]/gift-cards.tsx',
        'screens/gift-cards-screen.tsx',
        'features/loyalty/gift-cards-section.tsx',
        'screens/gift-cards.route.ts',
      ]),
    );
    expect(readFileSync(path.join(dir, 'pages/[site]/[locale]/gift-cards.tsx'), 'utf8')).toContain("makeStaticProps('giftCards')");
    expect(readFileSync(path.join(dir, 'screens/gift-cards-screen.tsx'), 'utf8')).toContain(
      "import { GiftCardsSection } from '@/features/loyalty/gift-cards-section';",
    );
    expect(readFileSync(path.join(dir, 'features/loyalty/gift-cards-section.tsx'), 'utf8')).toContain("useTranslation('gift-cards')");
    for (const language of LANGUAGES) {
      expect(json(path.join(dir, 'locales', language, 'gift-cards.json'))).toEqual({ intro: 'Gift cards' });
      expect(json(path.join(dir, 'locales', language, 'routes.json'))).toMatchObject({ giftCards: 'gift-cards', login: expect.any(String) });
      expect(json(path.join(dir, 'locales', language, 'common.json')).pageTitle).toMatchObject({ giftCards: 'Gift cards', login: expect.any(String) });
    }

    // The registry, generated again, lists the new route module with every old one.
    await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'generate-route-index.mjs'), dir]);
    let routes: typeof import('@/config/routes') | undefined;
    jest.isolateModules(() => {
      routes = jest.requireActual<typeof import('@/config/routes')>(path.join(dir, 'config', 'routes.ts'));
    });
    expect(routes!.ROUTES).toMatchObject({
      giftCards: { page: '/gift-cards', layout: 'general', access: 'authenticated', namespaces: ['gift-cards'] },
      login: { page: '/login' },
    });
  });

  it('refuses a route that exists and a key that is not camelCase, writing nothing', () => {
    const before = readdirSync(path.join(dir, 'screens'));
    expect(() => scaffoldScreen({ root: dir, routeKey: 'news' })).toThrow('The route news exists already (screens/news.route.ts)');
    expect(() => scaffoldScreen({ root: dir, routeKey: 'Gift-Cards' })).toThrow('must be camelCase');
    expect(readdirSync(path.join(dir, 'screens'))).toEqual(before);
    expect(existsSync(path.join(dir, 'pages'))).toBe(false);
  });

  it('runs as an npm script', async () => {
    const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, 'scripts/new-screen.ts', 'partsBasket', '--root', dir], { cwd: root });
    expect(stdout).toContain('Added the route partsBasket');
    expect(existsSync(path.join(dir, 'features/parts-basket/parts-basket-section.tsx'))).toBe(true);
    expect(readFileSync(path.join(dir, 'config', 'routes.generated.ts'), 'utf8')).toContain("partsBasket: { page: '/parts-basket', layout: 'general', access: 'authenticated', namespaces: ['parts-basket'] }");
  });
});
