/**
 * `npm run test:scale`: the scale-out and load checks (docs/scale-out.md) of what
 * docs/deployment.md promises, on loopback, bounded in time (5 to 7 minutes plus a build when
 * none is there to reuse). Each step fails the run with a reason; the figures are printed and written
 * to test-results/scale-report.json.
 *
 *  0. First, the load balancer itself (scripts/scale/balancer-checks.ts): an absolute-form target and
 *     a second Host header are refused (400, with security headers), redirects carry Cache-Control.
 *  1. Two instances behind nginx share one page cache in Redis: a translation changed in the blob
 *     store shows on instance A within the revalidation window, and instance B's very next answer
 *     already has it (B never regenerated it: it came from Redis).
 *  2. One instance killed (SIGKILL) under load through nginx: no failed request at the load
 *     balancer beyond the ones in flight on that instance (nginx retries those on the other one).
 *  3. The blob store goes away: pages keep their last good text with a log line saying why; when it
 *     comes back, a change shows again.
 *  4. The load test (signed-out pages and `_next/data` of the four sites, 50 connections, 60 s) on one
 *     instance configured as `npm run demo` is (no Redis), and the proxy's cost.
 *
 * Environment: SCALE_APP_PORTS, MOCK_API_PORT, AZURITE_BLOB_PORT, REDIS_PORT, LB_PORT (see
 * scripts/scale/stack.ts), SCALE_DIST_DIR (default .next-e2e), SCALE_LOAD_SECONDS (default 60).
 */
import { BlobServiceClient } from '@azure/storage-blob';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createClient } from '@redis/client';
import { sites } from '@/config/site-registry';
import { translationBlobName } from '@/lib/i18n/blob-source';
import { pathFor } from '@/lib/routing/localised-path';
import { checkBalancer, checkBalancerOwnHeaders } from './scale/balancer-checks';
import { loadTest, proxyCost, readBuildId, runLoad } from './scale/load';
import { delay } from './scale/processes';
import { root, startScaleStack, type ScaleStack } from './scale/stack';

/** Short, so the test sees regenerations quickly: pages and namespaces refresh every 3 s. */
const REVALIDATE_SECONDS = 6;
const LOAD_SECONDS = Number(process.env.SCALE_LOAD_SECONDS || 60);
const LOAD_CONNECTIONS = 50;
/** Memory growth under load, from the run's first sample to its end, that is looked at again (docs/scale-out.md). */
const LEAK_LIMIT_PERCENT = 10;
/** The confirming slice: this long, and growth through it under CONFIRM_LIMIT_PERCENT (the same rate as 10 % a minute). */
const CONFIRM_SECONDS = 30;
const CONFIRM_LIMIT_PERCENT = 5;
const SITE_HOST = 'aurora-dk.localhost';
const LOGIN_PATH = '/log-ind';

const started = Date.now();
const log = (line: string) => console.log(`[test:scale +${Math.round((Date.now() - started) / 1000)}s] ${line}`);

function get(port: number, pathname: string, host = SITE_HOST): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers: { host }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${pathname} on ${port} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function setLoginIntro(stack: ScaleStack, text: string) {
  const container = BlobServiceClient.fromConnectionString(stack.azuriteConnectionString).getContainerClient(stack.container);
  const login = JSON.parse(readFileSync(path.join(root, 'locales', 'da', 'login.json'), 'utf8')) as Record<string, unknown>;
  const body = JSON.stringify({ ...login, intro: text });
  await container.getBlockBlobClient(translationBlobName('', 'da', 'login')).upload(body, Buffer.byteLength(body), {
    blobHTTPHeaders: { blobContentType: 'application/json; charset=utf-8' },
  });
}

/** Polls until `port` serves a 200 login page containing `text`; returns the seconds it took. */
async function waitForText(port: number, text: string, limitSeconds: number): Promise<number> {
  const from = Date.now();
  while ((Date.now() - from) / 1000 < limitSeconds) {
    const page = await get(port, LOGIN_PATH).catch(() => undefined);
    if (page?.status === 200 && page.body.includes(text)) return Math.round((Date.now() - from) / 100) / 10;
    await delay(500);
  }
  throw new Error(`127.0.0.1:${port} did not serve "${text}" on ${LOGIN_PATH} within ${limitSeconds} s`);
}

async function sharedCacheStep(stack: ScaleStack) {
  const [a, b] = stack.instances;
  check(a && b, 'two instances are needed');
  // Warm both: each serves the page (from Redis once the first has rendered it).
  for (const instance of [a, b]) {
    const page = await get(instance.port, LOGIN_PATH);
    check(page.status === 200, `instance ${instance.port} answered ${page.status} for ${LOGIN_PATH}`);
  }
  const marker = `Skaleringstest ${Date.now()}`;
  await setLoginIntro(stack, marker);
  log(`changed da/login "intro" in the blob store to "${marker}"; asking instance A only`);
  // Within the window (page step + namespace step = REVALIDATE_SECONDS), with slack for a busy machine.
  const seconds = await waitForText(a.port, marker, REVALIDATE_SECONDS * 5);
  const fromB = await get(b.port, LOGIN_PATH);
  check(fromB.status === 200, `instance B answered ${fromB.status}`);
  check(
    fromB.body.includes(marker),
    'instance B\'s first answer after A regenerated the page does not have the new text: the page cache is not shared',
  );
  const redis = createClient({ url: stack.redisUrl });
  await redis.connect();
  const keys = await redis.keys('owner-portal:*:entry:*');
  await redis.quit();
  check(keys.length > 0, 'Redis holds no page entry');
  log(`new text on A after ${seconds} s; B's first answer had it too (shared through Redis, ${keys.length} entries)`);
  return { marker, secondsOnA: seconds, redisEntries: keys.length };
}

async function killUnderLoadStep(stack: ScaleStack) {
  const [, b] = stack.instances;
  const connections = 20;
  const seconds = 15;
  const pages = sites
    .filter((site) => !site.maintenance)
    .map((site) => ({ path: pathFor('login', site.locales[0]!, site), host: `${site.id}.localhost` }));
  // Check the paths before loading them: a 404 would hide behind the counts.
  for (const page of pages) {
    const answer = await get(stack.ports.balancer, page.path, page.host);
    check(answer.status === 200, `${page.host}${page.path} answered ${answer.status} through nginx`);
  }
  log(`${seconds} s of load through nginx at ${connections} connections; instance B (${b!.port}) killed with SIGKILL after 5 s`);
  const running = runLoad({ url: `http://127.0.0.1:${stack.ports.balancer}`, requests: pages, seconds, connections });
  await delay(5_000);
  await stack.stopInstance(b!, 'SIGKILL');
  const figures = await running;
  const failed = figures.errors + figures.non2xx;
  log(`through nginx: ${figures.requests} requests, ${figures.errors} errors, ${figures.non2xx} non-2xx, statuses ${JSON.stringify(figures.statusCounts)}`);
  // At most the requests in flight on B when it died (one per connection at most), and nginx retries those.
  check(failed <= connections, `${failed} failed requests at the load balancer: more than the ${connections} that could be in flight`);
  check(figures.requests > 0, 'no request went through nginx');
  // Evidence that B was in the pool when it died: nginx logged failed attempts on it (and retried them).
  const nginxErrors = readFileSync(path.join(stack.logDir, 'nginx', 'error.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes(`127.0.0.1:${b!.port}`));
  check(nginxErrors.length > 0, 'nginx never failed to reach the killed instance: was it in the pool?');
  log(`nginx logged ${nginxErrors.length} failed attempts on the killed instance, each retried on the other`);
  return { requests: figures.requests, failed, connections, seconds, nginxUpstreamFailures: nginxErrors.length };
}

async function blobOutageStep(stack: ScaleStack, lastGood: string) {
  const [a] = stack.instances;
  const logFile = path.join(stack.logDir, `app-${a!.port}.log`);
  await stack.stopAzurite();
  log('blob store stopped; the page must keep its last good text');
  const outageFrom = Date.now();
  // Two windows and the loader's retries (about 11 s) must pass while requests keep coming.
  while (Date.now() - outageFrom < (REVALIDATE_SECONDS * 2 + 15) * 1000) {
    const page = await get(a!.port, LOGIN_PATH);
    check(page.status === 200, `during the blob store outage the login page answered ${page.status}`);
    check(page.body.includes(lastGood), 'during the blob store outage the login page lost its last good text');
    await delay(1_000);
  }
  const serverLog = readFileSync(logFile, 'utf8');
  const reason = serverLog.split('\n').find((line) => line.includes('Could not load translations'));
  check(reason, `the server log (${logFile}) does not say why the page was not regenerated`);
  log(`still the last good text after ${Math.round((Date.now() - outageFrom) / 1000)} s; the log says: ${reason.trim().slice(0, 160)}`);
  await stack.restartAzurite();
  const marker = `Tilbage ${Date.now()}`;
  await setLoginIntro(stack, marker);
  // The first regeneration after the return may still be one that began during the outage (retrying).
  const seconds = await waitForText(a!.port, marker, REVALIDATE_SECONDS * 5 + 15);
  log(`blob store back: the next change showed after ${seconds} s`);
  return { outageSeconds: Math.round((Date.now() - outageFrom) / 1000), logLine: reason.trim().slice(0, 300), recoveredSeconds: seconds };
}

async function main() {
  let stack: ScaleStack | undefined;
  let ok = false;
  const report: Record<string, unknown> = { date: new Date().toISOString() };
  const stopOnSignal = () => void stack?.stop(true).then(() => process.exit(130));
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    stack = await startScaleStack({ revalidateSeconds: REVALIDATE_SECONDS, log });
    report.balancer = {
      ...(await checkBalancer(stack.ports.balancer, SITE_HOST, { from: '/reward', to: '/fordele' })),
      ...(await checkBalancerOwnHeaders(stack.logDir)),
    };
    log(`load balancer: ${JSON.stringify(report.balancer)}`);
    report.sharedCache = await sharedCacheStep(stack);
    report.killUnderLoad = await killUnderLoadStep(stack);
    report.blobOutage = await blobOutageStep(stack, (report.sharedCache as { marker: string }).marker);

    // The load test on one instance configured as `npm run demo` (no Redis, the default window).
    for (const instance of [...stack.instances]) await stack.stopInstance(instance);
    const port = stack.ports.apps[0]!;
    const demo = await stack.startInstance(port, { REDIS_URL: '', TRANSLATIONS_REVALIDATE_SECONDS: '', PROXY_COST_MEASUREMENT: '1' });
    const url = `http://127.0.0.1:${port}`;
    const buildId = readBuildId(path.join(root, stack.distDir));
    const { load, memory, urls } = await loadTest({
      url,
      serverPid: demo.tracked.child.pid!,
      buildId,
      seconds: LOAD_SECONDS,
      // At most; it ends sooner once the server's memory holds still (scripts/scale/load.ts).
      warmUpSeconds: 90,
      connections: LOAD_CONNECTIONS,
      leakLimitPercent: LEAK_LIMIT_PERCENT,
      confirmSeconds: CONFIRM_SECONDS,
      log,
    });
    report.load = { urls, ...load, memory };
    log(`load: ${JSON.stringify(report.load)}`);
    const cost = await proxyCost({ url, secondsPerRound: 5, rounds: 3, connections: LOAD_CONNECTIONS, log });
    report.proxyCost = cost;
    log(`proxy cost: ${JSON.stringify(cost)}`);

    check(load.errors === 0 && load.timeouts === 0, `load test: ${load.errors} errors, ${load.timeouts} timeouts`);
    check(load.non2xx === 0, `load test: ${load.non2xx} non-2xx answers ${JSON.stringify(load.statusCounts)}`);
    // A leak is growth that goes on under steady load: measured from the run's first sample, since
    // the heap may take one step up as the long run starts and then hold; past the limit, it must
    // also hold through a confirming slice of the same load (docs/scale-out.md).
    check(
      memory.growthUnderLoadPercent < LEAK_LIMIT_PERCENT || (memory.confirmGrowthPercent ?? Infinity) < CONFIRM_LIMIT_PERCENT,
      `load test: server memory grew ${memory.growthUnderLoadPercent} % over the run after its first 10 s (limit ${LEAK_LIMIT_PERCENT} %; ${memory.growthPercent} % since the warm-up) and ${memory.confirmGrowthPercent} % more in a confirming ${CONFIRM_SECONDS} s (limit ${CONFIRM_LIMIT_PERCENT} %)`,
    );
    check(cost.errors === 0 && cost.non2xx === 0, `proxy cost runs: ${cost.errors} errors, ${cost.non2xx} non-2xx`);
    // The ≥ 0.8 target is reported, not enforced: on a shared machine one busy neighbour moves it.
    if (cost.ratio < 0.8) log(`WARNING: proxy throughput ratio ${cost.ratio} is under the 0.8 target`);
    ok = true;
  } finally {
    report.ok = ok;
    report.totalSeconds = Math.round((Date.now() - started) / 1000);
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    writeFileSync(path.join(root, 'test-results', 'scale-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    if (!ok && stack) log(`logs kept in ${stack.logDir}`);
    await stack?.stop(!ok);
  }
  log(`passed in ${report.totalSeconds} s; figures in test-results/scale-report.json`);
}

main().catch((error: unknown) => {
  console.error(`[test:scale] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
