import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { signIn } from './support/auth';
import { e2ePorts, siteUrl } from './support/stack-ports';
import { expect, test } from './support/test';

/*
 * Every answer carries the security headers and no internal one (lib/security/response-guard.ts,
 * proxy.ts, next.config.js), including the answers no page or route of ours makes: Next's own 404
 * and 500 under /_next/, an address it cannot decode, odd methods, a request Node cannot parse,
 * and an RSC request, which once got x-nextjs-rewritten-path: /aurora-dk/da/login. Against the
 * end-to-end stack's `next start` of the production build, on a site's production host (so HSTS
 * and frame-ancestors 'none' apply) and on its local host.
 */

const DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';
const PRODUCTION_HOST = 'mit.aurora-bil.dk';

/** Next's and the proxy's own headers: none reaches the browser, but the client router's on data answers. */
const INTERNAL = /^(x-nextjs-|x-middleware-|x-site$|x-matched-path$)/;
const CLIENT_ROUTER = ['x-nextjs-rewrite', 'x-nextjs-redirect', 'x-middleware-skip', 'x-middleware-cache', 'x-nextjs-deployment-id'];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

function send(method: string, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: e2ePorts().app, method, path: pathname, headers: { host: PRODUCTION_HOST, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** What is wrong with an answer's headers (empty when nothing is). */
function problemsOf(answer: Answer, { https = true, data = false } = {}): string[] {
  const problems: string[] = [];
  const header = (name: string) => {
    const value = answer.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const policy = header('content-security-policy') ?? '';
  if (!policy) problems.push('no Content-Security-Policy');
  if (!/frame-ancestors 'none'/.test(policy)) problems.push(`framing allowed: "${policy}"`);
  if (header('x-frame-options') !== 'DENY') problems.push(`X-Frame-Options ${header('x-frame-options')}`);
  if (header('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (header('referrer-policy') !== 'strict-origin-when-cross-origin') problems.push(`Referrer-Policy ${header('referrer-policy')}`);
  if (!header('permissions-policy')?.includes('geolocation=(self)')) problems.push('no Permissions-Policy');
  if (https && !/^max-age=\d+/.test(header('strict-transport-security') ?? '')) problems.push('no HSTS');
  for (const name of Object.keys(answer.headers)) {
    if (INTERNAL.test(name) && !(data && CLIENT_ROUTER.includes(name))) problems.push(`internal header ${name}: ${header(name)}`);
  }
  if (answer.status >= 300 && answer.status < 400 && answer.status !== 304 && !header('cache-control')) problems.push('a redirect without Cache-Control');
  return problems;
}

const ODD_ANSWERS: Array<[method: string, pathname: string, headers?: Record<string, string>]> = [
  ['GET', '/_next/anything'],
  ['GET', '/_next/static/chunks/no-such-chunk.js'],
  ['GET', '/_next/data/no-such-build/fordele.json'],
  ['GET', '/_next/image?url=%2Fnothing.png&w=64&q=75'],
  ['GET', '/api/manifest/%'],
  ['GET', '/%'],
  ['GET', '/log-ind%zz'],
  ['GET', '/api/no-such-route'],
  ['GET', '/no-such-page'],
  ['GET', '/reward'],
  ['GET', '/log-ind', { RSC: '1' }],
  ['GET', '/log-ind', { RSC: '1', 'Next-Router-Prefetch': '1' }],
  ['HEAD', '/log-ind'],
  ['TRACE', '/'],
  ['TRACK', '/log-ind'],
  ['OPTIONS', '/'],
  ['PROPFIND', '/log-ind'],
  ['DELETE', '/api/health'],
  ['POST', '/_next/anything'],
];

test.describe('the odd answers', () => {
  for (const [method, pathname, headers] of ODD_ANSWERS) {
    test(`${method} ${pathname}${headers ? ` (${Object.keys(headers).join(', ')})` : ''} carries the security headers and nothing internal`, async () => {
      const answer = await send(method, pathname, headers);
      expect(problemsOf(answer), `${answer.status} ${JSON.stringify(answer.headers)}`).toEqual([]);
      // Never Next's 500 for a method it cannot handle.
      expect(answer.status).not.toBe(500);
    });
  }

  test('on a local host too, over http: no HSTS there, the rest the same', async () => {
    const answer = await send('GET', '/_next/anything', { host: `aurora-dk.localhost:${e2ePorts().app}` });
    expect(answer.status).toBe(404);
    expect(problemsOf(answer, { https: false })).toEqual([]);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  test('a request Node cannot parse gets its 400 with the security headers', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(e2ePorts().app, '127.0.0.1', () => socket.write(`GET / HTTP/1.1\r\nHost: ${PRODUCTION_HOST}\r\nBad Header: x\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [statusLine, ...lines] = raw.split('\r\n\r\n')[0]!.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    expect(problemsOf({ status: 400, headers }, { https: false })).toEqual([]);
  });

  test("a page's data answer keeps only the client router's headers", async () => {
    const buildId = readFileSync(path.join(DIST_DIR, 'BUILD_ID'), 'utf8').trim();
    const data = await send('GET', `/_next/data/${buildId}/fordele.json`, { 'x-nextjs-data': '1' });
    expect(data.status).toBe(200);
    expect(data.headers['x-nextjs-rewrite']).toBe('/aurora-dk/da/rewards');
    expect(problemsOf(data, { data: true })).toEqual([]);
    // An alias: the router is told where it leads.
    const alias = await send('GET', `/_next/data/${buildId}/reward.json`, { 'x-nextjs-data': '1' });
    expect(alias.headers['x-nextjs-redirect']).toBe('/fordele');
    expect(problemsOf(alias, { data: true })).toEqual([]);
  });
});

test('signed in, moving between pages: no answer of the portal carries an internal header but the router’s on data', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => void responses.push(response));
  await signIn(page, 'aurora-dk');
  for (const name of ['Fordele', 'Nyheder', 'Forhandler', 'Hjælp']) {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(siteUrl('aurora-dk', '/fordele?reward=..'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const origin = new URL(siteUrl('aurora-dk')).origin;
  const ours = responses.filter((response) => new URL(response.url()).origin === origin);
  const data = ours.filter((response) => new URL(response.url()).pathname.startsWith('/_next/data/'));
  // The walk did move through the client router (its data answers) and load the pages themselves.
  expect(data.length).toBeGreaterThan(0);
  expect(ours.filter((response) => response.request().resourceType() === 'document').length).toBeGreaterThan(1);
  const problems: string[] = [];
  for (const response of ours) {
    const onData = new URL(response.url()).pathname.startsWith('/_next/data/');
    const headers = await response.allHeaders();
    for (const name of Object.keys(headers)) {
      if (INTERNAL.test(name) && !(onData && CLIENT_ROUTER.includes(name))) problems.push(`${response.url()}: ${name}: ${headers[name]}`);
    }
    if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${response.url()}: no nosniff`);
    if (!headers['content-security-policy']) problems.push(`${response.url()}: no Content-Security-Policy`);
  }
  expect(problems).toEqual([]);
});
