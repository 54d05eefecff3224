import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';

/*
 * What a marketer does to start a market, end to end: `npm run sites:new` in a copy of the
 * repository (the real config/sites is never touched), then `next dev` in that copy, as
 * `npm run dev` runs it, and the new site's login page on <id>.localhost in its language and with
 * its brand's pictures. The copy has the repository's tracked files and a link to its
 * node_modules; Turbopack is told that files outside the copy (the link's target) may be compiled.
 * No blob store: the copy's pages read its locales/ files.
 */

const repo = process.cwd();
let root = '';
let server: ChildProcess | undefined;
let port = 0;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = mkdtempSync(path.join(tmpdir(), 'sites-new-e2e-'));
  const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const entry of new Set(tracked.map((file) => file.split('/')[0]!))) {
    if (entry === '__tests__' || entry === 'docs') continue;
    cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const config = path.join(root, 'next.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace('module.exports = nextConfig;', "nextConfig.turbopack = { root: '/' };\nmodule.exports = nextConfig;"));

  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/sites-new.ts', '--root', root, '--id', 'nova-no', '--brand', 'nova', '--market', 'no', '--language', 'no', '--hosts', 'min.nova-bil.no', '--from', 'volta-se'],
    { cwd: root, env: { ...process.env, CI: 'true', NO_COLOR: '1' }, stdio: 'pipe' },
  );

  port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    ALLOW_LOCAL_HOSTS: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_CONSENT_STAND_IN: '1',
    // Signed-out pages make no backend call; an address that answers nothing is enough.
    API_URL_OVERRIDE: 'http://127.0.0.1:9/{site}',
  };
  for (const name of ['TRANSLATIONS_BLOB_CONNECTION_STRING', 'TRANSLATIONS_BLOB_SAS_URL', 'NEXT_DIST_DIR']) delete env[name];
  // Its own process group, so the dev server and the workers it starts are stopped together.
  server = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '--port', String(port)], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!/Ready in/.test(output)) {
    if (server.exitCode !== null) throw new Error(`next dev exited with ${server.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`next dev was not ready within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  }
  if (root) rmSync(root, { recursive: true, force: true });
});

test('a site made with sites:new answers on <id>.localhost in npm run dev, in its language and brand', async ({ page }) => {
  // The first visit compiles the login page.
  test.setTimeout(180_000);
  const response = await page.goto(`http://nova-no.localhost:${port}/logg-inn`, { timeout: 150_000 });
  expect(response?.status(), output.slice(-2000)).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('img[src*="/brands/nova/"]').first()).toBeAttached();
  expect(output).toContain('nova-no');
});
