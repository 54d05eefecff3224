import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from './support/test';

/*
 * A production server as it would run in a data centre: the same build as the rest of the suite,
 * started again without ALLOW_LOCAL_HOSTS (docs/product.md#tenancy). The `<site>.localhost` names
 * and plain localhost are then unknown hosts, the local sites overview and the style guide are not
 * there on any host: 404, never a brand's page. A site's own host still answers. No second build:
 * `next start` of the suite's build folder (E2E_DIST_DIR, default .next-e2e) on a free port,
 * stopped at the end.
 *
 * That build's pages talk to the mock backend, so the server needs LOCAL_STACK_ONLY=1 to start at
 * all; that is all the override does here (it lifts start-up refusals, it serves nothing). Started
 * exactly as a deployment would be, without it, the server refuses to start: the last tests.
 */

const DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';
/** Every site's production hosts (config/sites/). */
const SITE_HOSTS = ['mit.aurora-bil.dk', 'mitt.aurora-bil.se', 'min.volta-ev.dk', 'min.volta-ev.se'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let server: ChildProcess | undefined;
let port = 0;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.ALLOW_LOCAL_HOSTS;
  // The suite's build talks to the local mock backend, which a production server refuses unless told.
  env.LOCAL_STACK_ONLY = '1';
  server = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--port', String(port)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}:\n${output}`);
    try {
      await get('unknown.example', '/');
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`next start did not answer within 60 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
});

/** A request as a browser on that host would send it (node:http sends the Host header as given). */
function get(host: string, pathname: string): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

for (const host of ['aurora-dk.localhost', 'volta-se.localhost', 'localhost']) {
  test(`without ALLOW_LOCAL_HOSTS, ${host} is an unknown host: 404 and no brand`, async () => {
    const response = await get(`${host}:${port}`, '/log-ind');
    expect(response.status, output.slice(-2000)).toBe(404);
    // The neutral not-found page: no brand's pictures, no brand's name.
    expect(response.body).not.toContain('/brands/');
    expect(response.body).not.toMatch(/Mit Aurora|Mitt Aurora|Min Volta/);
  });
}

/** Every host a request could name: each site's own, the local stack's, and a stranger's. */
const EVERY_HOST = [...SITE_HOSTS, 'localhost', '127.0.0.1', 'aurora-dk.localhost', 'volta-se.localhost', 'unknown.example'];

test('without ALLOW_LOCAL_HOSTS, the sites overview is not there, on any host', async () => {
  for (const host of EVERY_HOST) {
    for (const pathname of ['/__sites', '/api/dev/sites-overview']) {
      const response = await get(host, pathname);
      expect(response.status, `${host}${pathname}`).toBe(404);
      expect(response.body, `${host}${pathname}`).not.toContain('Sites overview');
    }
    // With a trailing slash Next redirects to the address without it (which is the 404 above) before the proxy runs.
    const slash = await get(host, '/__sites/');
    expect(slash.status === 404 || (slash.status === 308 && slash.location === '/__sites'), `${host}/__sites/: ${slash.status} ${slash.location}`).toBe(true);
    expect(slash.body, `${host}/__sites/`).not.toContain('Sites overview');
  }
});

test('without ALLOW_LOCAL_HOSTS, the developer page is not there, on any host', async () => {
  for (const host of EVERY_HOST) {
    for (const pathname of ['/__dev', '/api/dev/mock']) {
      const response = await get(host, pathname);
      expect(response.status, `${host}${pathname}`).toBe(404);
      expect(response.body, `${host}${pathname}`).not.toContain('Developer page');
    }
  }
});

test('without ALLOW_LOCAL_HOSTS, the style guide is not there, on any host', async () => {
  for (const host of EVERY_HOST) {
    // Its Danish and Swedish path, its page path (which would redirect), and the page's own data.
    for (const pathname of ['/komponenter', '/sv/komponenter', '/styleguide', '/aurora-dk/da/styleguide']) {
      const response = await get(host, pathname);
      expect(response.status, `${host}${pathname}`).toBe(404);
      // Not the showcase: none of its words (locales/*/styleguide.json), no namespace of it in the page's data.
      expect(response.body, `${host}${pathname}`).not.toMatch(/Byggeklodserne|Byggstenarna|The building blocks every screen uses|"styleguide":\{/);
    }
  }
});

test('without ALLOW_LOCAL_HOSTS, the server-error drill is not there, on any host: a 404, never a 500', async () => {
  for (const host of EVERY_HOST) {
    // Its path, and its page's internal path and file name.
    for (const pathname of ['/__server-error', '/aurora-dk/da/server-error-drill', '/server-error-drill']) {
      const response = await get(host, pathname);
      expect(response.status, `${host}${pathname}`).toBe(404);
    }
  }
  // On a site's own host, that 404 is the site's (docs/product.md#errors).
  const own = await get(SITE_HOSTS[0]!, '/__server-error');
  expect(own.body).toMatch(/<html lang="da"/);
  expect(own.body).toContain('/brands/aurora/');
});

/** `next start` of the suite's build with this environment, until it exits (or 30 s): its exit code and output. */
async function startOnly(extra: Record<string, string>): Promise<{ code: number | null; output: string; answered: boolean }> {
  const own = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1', ...extra };
  for (const name of ['ALLOW_LOCAL_HOSTS', 'LOCAL_STACK_ONLY', 'PROXY_COST_MEASUREMENT', 'API_URL_OVERRIDE']) if (!(name in extra)) delete env[name];
  const child = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--port', String(own)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const code = await Promise.race([exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 30_000))]);
  // A server that is still up answers, however badly: that is what a refusal must not do.
  const answered = await new Promise<boolean>((resolve) => {
    const req = request({ host: '127.0.0.1', port: own, path: '/log-ind', headers: { host: 'mit.aurora-bil.dk' }, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
  if (code === 'running') {
    child.kill('SIGKILL');
    return { code: null, output: text, answered };
  }
  return { code, output: text, answered };
}

test('started as a deployment would be, without LOCAL_STACK_ONLY, this build refuses to start and says why', async () => {
  test.setTimeout(90_000);
  // The build itself was made with the mock backend's address: that alone stops it.
  const plain = await startOnly({});
  expect(plain.code, plain.output).toBe(1);
  expect(plain.answered).toBe(false);
  expect(plain.output).toMatch(/Refusing to start: API_URL_OVERRIDE points every site at http:\/\/127\.0\.0\.1:\d+\/\{site\}, a loopback or mock backend, .*the build was made with it.*Unset API_URL_OVERRIDE and build again/);

  // Every development setting is named, with what to do about it.
  const development = await startOnly({ ALLOW_LOCAL_HOSTS: 'true', PROXY_COST_MEASUREMENT: '1' });
  expect(development.code, development.output).toBe(1);
  expect(development.answered).toBe(false);
  expect(development.output).toContain('Refusing to start: ALLOW_LOCAL_HOSTS=true in a production server');
  expect(development.output).toContain("Remove ALLOW_LOCAL_HOSTS from the server's environment");
  expect(development.output).toContain('Refusing to start: PROXY_COST_MEASUREMENT=1 in a production server');
  expect(development.output).toContain('LOCAL_STACK_ONLY=1 is for the local stack only');
});

test("a site's own host still answers with its login page", async () => {
  const response = await get('mit.aurora-bil.dk', '/log-ind');
  expect(response.status).toBe(200);
  expect(response.body).toContain('/brands/aurora/');
});
