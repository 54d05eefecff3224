/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { BUDGET, DEV_ONLY_CODE, measureBuild, runCli, type RouteSize } from '../../../scripts/bundle-budget';

/** A build folder with a build-manifest.json and chunks of the given gzip-resistant sizes. */
function fakeBuild(chunks: Record<string, number>, pages: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const [name, bytes] of Object.entries(chunks)) {
    // Random bytes do not compress: the gzip size is the raw size plus gzip's few bytes of framing.
    writeFileSync(path.join(dir, 'static', 'chunks', name), randomBytes(bytes));
  }
  const prefixed = Object.fromEntries(Object.entries(pages).map(([page, files]) => [page, files.map((f) => `static/chunks/${f}`)]));
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ pages: prefixed }));
  return dir;
}

const dirs: string[] = [];
const build = (...args: Parameters<typeof fakeBuild>) => {
  const dir = fakeBuild(...args);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const silent = () => undefined;

describe('the first-load JavaScript budget', () => {
  it('counts _app plus the page, each file once, JavaScript only, and leaves _document and _error out', () => {
    const dir = build(
      { 'app.js': 20_000, 'runtime.js': 5_000, 'login.js': 10_000, 'error.js': 3_000, 'style.css': 8_000 },
      {
        '/_app': ['app.js', 'runtime.js', 'style.css'],
        '/[site]/[locale]/login': ['login.js', 'runtime.js'],
        '/_error': ['error.js', 'runtime.js'],
        '/_document': [],
      },
    );
    const { rows, failures } = measureBuild(dir);
    expect(rows.map((r) => r.route)).toEqual(['_app', '/[site]/[locale]/login']);
    const [app, login] = rows as [RouteSize, RouteSize];
    expect(app.rawBytes).toBe(25_000);
    expect(login.rawBytes).toBe(35_000);
    expect(login.files).toHaveLength(3);
    // Three incompressible files: gzip adds a little to each.
    expect(login.gzipBytes).toBeGreaterThanOrEqual(35_000);
    expect(login.gzipBytes).toBeLessThan(35_000 + 3 * gzipSync(Buffer.alloc(0)).length + 3 * 100);
    expect(failures).toEqual([]);
  });

  it('fails when _app is over its budget', () => {
    const dir = build({ 'app.js': 2 * BUDGET.appGzipBytes, 'home.js': 100 }, {
      '/_app': ['app.js'],
      '/[site]/[locale]/home': ['home.js'],
    });
    const { failures } = measureBuild(dir, { appGzipBytes: 20_000, routeGzipBytes: 1_000_000 });
    expect(failures).toEqual([expect.stringMatching(/^_app loads .* kB gzip, over its budget of 20\.0 kB$/)]);
  });

  it('fails a route whose own code takes it over the route budget, though _app is within its own', () => {
    const dir = build({ 'app.js': 10_000, 'styleguide.js': 30_000, 'login.js': 1_000 }, {
      '/_app': ['app.js'],
      '/[site]/[locale]/styleguide': ['styleguide.js'],
      '/[site]/[locale]/login': ['login.js'],
    });
    const { failures } = measureBuild(dir, { appGzipBytes: 15_000, routeGzipBytes: 25_000 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/\[site\]\/\[locale\]\/styleguide loads/);
  });

  it('the command exits 1 and says why on a build over budget, 0 on one within it', () => {
    const over = build({ 'app.js': BUDGET.appGzipBytes * 3 }, { '/_app': ['app.js'], '/x': [] });
    const within = build({ 'app.js': 1_000 }, { '/_app': ['app.js'], '/x': [] });
    const printed: string[] = [];
    expect(runCli([over], (text) => printed.push(text))).toBe(1);
    expect(printed.join('\n')).toMatch(/Budget exceeded:\n {2}- _app loads/);
    const appLimit = (BUDGET.appGzipBytes / 1000).toFixed(1).replace('.', '\\.');
    expect(printed.join('\n')).toMatch(new RegExp(`_app\\s+\\d+\\.\\d kB\\s+\\d+\\.\\d kB\\s+${appLimit} kB\\s+OVER`));
    expect(runCli([within], silent)).toBe(0);
  });

  it("fails a build any of whose browser files carries React Query's devtools, loaded at once or later", () => {
    const [devtools] = DEV_ONLY_CODE;
    for (const marker of devtools.markers) {
      const dir = build({ 'app.js': 1_000 }, { '/_app': ['app.js'], '/x': [] });
      // A chunk no page lists (one a page would load later), in a folder of its own.
      mkdirSync(path.join(dir, 'static', 'chunks', 'lazy'), { recursive: true });
      writeFileSync(path.join(dir, 'static', 'chunks', 'lazy', '42.js'), `(()=>{const c="${marker}parent-container";})()`);
      const { failures } = measureBuild(dir);
      expect(failures).toEqual([`${path.join('static', 'chunks', 'lazy', '42.js')} carries React Query's devtools, which only next dev may load`]);
      const printed: string[] = [];
      expect(runCli([dir], (text) => printed.push(text))).toBe(1);
      expect(printed.join('\n')).toMatch(/Budget exceeded:\n {2}- static\/chunks\/lazy\/42\.js carries React Query's devtools/);
    }
  });

  it('the command fails, rather than passing, when there is no build to read', () => {
    const printed: string[] = [];
    expect(runCli([path.join(tmpdir(), 'no-such-build-dir')], (text) => printed.push(text))).toBe(1);
    expect(printed.join('\n')).toMatch(/build-manifest\.json: build the app first/);
  });
});
