/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * `npm run sites:new` in a temporary copy of the project (the repository's own config/sites is
 * never touched), then `npm run sites:check` on that copy, then the copy's own site registry and
 * static-paths helper, which decide which sites Next builds and serves. That the new site then
 * answers in `next dev` is __tests__/e2e/sites-new.spec.ts.
 */

const repo = process.cwd();
const tsx = path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs');
let root: string;

function run(script: string, args: string[], cwd = repo) {
  const result = spawnSync(process.execPath, [tsx, script, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    timeout: 90_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sites-new-'));
  // screens: the route modules (screens/<route>.route.ts) that config/routes.ts reads.
  for (const entry of ['config', 'lib', 'locales', 'public', 'screens', 'scripts', 'styles', 'package.json', 'tsconfig.json', 'next-i18next.config.js']) {
    cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  // A language without locale data yet: sites:new must add its stubs.
  rmSync(path.join(root, 'locales', 'no'), { recursive: true });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run sites:new', () => {
  it('refuses wrong answers and writes nothing', () => {
    const result = run('scripts/sites-new.ts', [
      '--root', root, '--id', 'aurora-dk', '--brand', 'aurora', '--market', 'NO', '--language', 'fi', '--hosts', 'min.volta-ev.se', '--from', 'nope',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('config/sites/aurora-dk.ts already exists');
    expect(result.stderr).toContain('--language "fi"');
    expect(result.stderr).toContain('already a host of volta-se');
    expect(result.stderr).toContain('--from "nope": no such site');
  });

  it('asks for the missing flags in CI instead of prompting', () => {
    const result = run('scripts/sites-new.ts', ['--root', root, '--id', 'x-y']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Missing --brand .*--market .*--language .*--from/);
  });

  it('creates a site for a new brand and language that sites:check passes and the registry serves', () => {
    const created = run('scripts/sites-new.ts', [
      '--root', root, '--id', 'nova-no', '--brand', 'nova', '--market', 'no', '--language', 'no', '--hosts', 'min.nova-bil.no, www.nova-bil.no', '--from', 'volta-se',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('+ config/sites/nova-no.ts');
    expect(created.stdout).toContain('Edit next:');

    const siteFile = readFileSync(path.join(root, 'config', 'sites', 'nova-no.ts'), 'utf8');
    expect(siteFile).toContain("id: 'nova-no'");
    expect(siteFile).toContain("hosts: ['min.nova-bil.no', 'www.nova-bil.no']");
    expect(siteFile).toContain("marketId: 'NO'");
    expect(siteFile).toContain("logo: '/brands/nova/logo.svg'");
    expect(siteFile).toContain("externalCookiePolicyLink: ''");
    // The brand's images, the brand's texts and the language's stubs.
    expect(existsSync(path.join(root, 'public', 'brands', 'nova', 'favicon.svg'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(root, 'locales', 'da', 'common.json'), 'utf8')).brand.nova.name).toBe('Nova');
    expect(JSON.parse(readFileSync(path.join(root, 'locales', 'no', 'login.json'), 'utf8'))).toEqual(
      JSON.parse(readFileSync(path.join(root, 'locales', 'en', 'login.json'), 'utf8')),
    );
    expect(readFileSync(path.join(root, 'locales', 'no', 'untranslated.txt'), 'utf8')).toContain('\nlogin:');
    expect(readFileSync(path.join(root, 'config', 'sites.generated.ts'), 'utf8')).toContain("'./sites/nova-no'");

    const checked = run('scripts/sites-check.ts', ['--root', root, '--json']);
    const report = JSON.parse(checked.stdout) as { ok: boolean; sites: string[]; problems: { severity: string; group: string; file: string; message: string }[] };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(checked.code).toBe(0);
    expect(report.sites).toContain('nova-no');
    // The stubs are English: the check says so, as warnings.
    expect(report.problems.some((problem) => problem.severity === 'warning' && problem.file === 'locales/no/login.json' && problem.message.includes('sites:new'))).toBe(true);

    writeFileSync(
      path.join(root, 'probe.ts'),
      [
        "import { sites } from './config/site-registry';",
        "import { getSitePaths } from './lib/page/static-props';",
        "import { resolveSiteId } from './lib/routing/resolve-site';",
        'void (async () => {',
        '  const paths = await getSitePaths({});',
        "  const hosts = ['nova-no.localhost', 'min.nova-bil.no'].map((host) => resolveSiteId(host, sites, { localHosts: true }));",
        '  console.log(JSON.stringify({ ids: sites.map((site) => site.id), paths: paths.paths, hosts }));',
        '})();',
      ].join('\n'),
    );
    const probe = run('probe.ts', [], root);
    expect(probe.stderr).toBe('');
    const served = JSON.parse(probe.stdout) as { ids: string[]; paths: unknown[]; hosts: string[] };
    expect(served.ids).toContain('nova-no');
    expect(served.paths).toContainEqual({ params: { site: 'nova-no', locale: 'no' } });
    expect(served.hosts).toEqual(['nova-no', 'nova-no']);
  }, 240_000);
});
