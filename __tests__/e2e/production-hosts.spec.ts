import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from './support/test';

/*
 * A production server as it would run in a data centre: the same build as the rest of the suite,
 * started again without ALLOW_LOCAL_HOSTS (docs/product.md#tenancy). The `<site>.localhost` names
 * and plain localhost are then unknown hosts, and so is the local sites overview: 404, never a
 * brand's page. A site's own host still answers. No second build: `next start` of the suite's
 * build folder (E2E_DIST_DIR, default .next-e2e) on a free port, stopped at the end.
 */

const DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';

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
  env.DEV_ONLY_ALLOW_MOCK_API = 'true';
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
function get(host: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
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

test('without ALLOW_LOCAL_HOSTS, the sites overview is not there', async () => {
  for (const host of [`localhost:${port}`, 'mit.aurora-bil.dk']) {
    const response = await get(host, '/__sites');
    expect(response.status, host).toBe(404);
    expect(response.body).not.toContain('Sites overview');
  }
});

test("a site's own host still answers with its login page", async () => {
  const response = await get('mit.aurora-bil.dk', '/log-ind');
  expect(response.status).toBe(200);
  expect(response.body).toContain('/brands/aurora/');
});
