/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_KEYS, ROUTES, SYSTEM_PAGES } from '@/config/routes';
import { routeIntros } from '@/config/route-intros';
import { bootOf } from '@/screens/route-boot';
import { ROOT, sourceFiles } from '../../utils/source-files';

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every page file under pages/[site]/[locale], as the route's `page` names it ("/profile" for profile/index.tsx). */
function pageFiles(): string[] {
  const dir = path.join(ROOT, 'pages', '[site]', '[locale]');
  return sourceFiles(dir).map((file) => `/${path.relative(dir, file).split(path.sep).join('/')}`.replace(/\.tsx$/, '').replace(/\/index$/, ''));
}

describe('the route registry (screens/<route>.route.ts, config/routes.generated.ts)', () => {
  it('holds one module a route, named after its key, each with its own page file', () => {
    const modules = readdirSync(path.join(ROOT, 'screens')).filter((file) => file.endsWith('.route.ts'));
    expect(modules.sort()).toEqual(ROUTE_KEYS.map((key) => `${kebab(key)}.route.ts`).sort());
    expect(new Set(ROUTE_KEYS.map((key) => ROUTES[key].page)).size).toBe(ROUTE_KEYS.length);
    for (const key of ROUTE_KEYS) {
      const page = path.join(ROOT, 'pages', '[site]', '[locale]', `${ROUTES[key].page}.tsx`);
      const index = path.join(ROOT, 'pages', '[site]', '[locale]', ROUTES[key].page, 'index.tsx');
      expect([key, existsSync(page) || existsSync(index)]).toEqual([key, true]);
      // The page file renders the route's own props.
      const source = readFileSync(existsSync(page) ? page : index, 'utf8');
      expect([key, source.includes(`makeStaticProps('${key}')`)]).toEqual([key, true]);
    }
  });

  it('holds in its generated tables exactly what each route module declares (npm run generate)', () => {
    const intros: Record<string, string> = routeIntros;
    for (const key of ROUTE_KEYS) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module of each key, by its file name
      const declared = (require(path.join(ROOT, 'screens', `${kebab(key)}.route.ts`)) as { default: unknown }).default;
      const registered = Object.hasOwn(intros, key) ? { ...ROUTES[key], intro: intros[key] } : ROUTES[key];
      expect([key, registered]).toEqual([key, declared]);
    }
  });

  it('lists an introduction for each route module that declares one, and for no other', () => {
    expect(Object.keys(routeIntros).every((key) => ROUTE_KEYS.includes(key as never))).toBe(true);
  });

  it('leaves no page file without a route module, but for the system pages and the local server-error drill', () => {
    const known = new Set<string>([...ROUTE_KEYS.map((key) => ROUTES[key].page), ...Object.values(SYSTEM_PAGES).map((page) => page.page)]);
    expect(pageFiles().filter((page) => !known.has(page))).toEqual(['/server-error-drill']);
  });

  it("keeps what a static page starts early beside the route's module, for signed-in routes only", () => {
    const boots = readdirSync(path.join(ROOT, 'screens')).filter((file) => file.endsWith('.boot.ts'));
    expect(boots.length).toBeGreaterThan(0);
    for (const file of boots) {
      const key = ROUTE_KEYS.find((route) => `${kebab(route)}.boot.ts` === file);
      expect([file, key !== undefined && bootOf(key)?.route === key && ROUTES[key].access === 'authenticated']).toEqual([file, true]);
    }
    expect(bootOf('login')).toBeUndefined();
    expect(bootOf(undefined)).toBeUndefined();
  });

  it('lets the document read the registry, not the screens or features', () => {
    const document = readFileSync(path.join(ROOT, 'pages', '_document.tsx'), 'utf8');
    expect(document).not.toMatch(/from '@\/features\//);
    expect(document).toContain("from '@/screens/route-boot'");
  });
});
