import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROUTES, ROUTE_KEYS, type RouteKey } from '@/config/routes';
import { sites } from '@/config/site-registry';
import { pathFor } from '@/lib/routing/localised-path';
import { delay, treeRssBytes } from './processes';

/*
 * Load figures for docs/scale-out.md: autocannon on loopback, bounded in time. Used by
 * scripts/scale-test.ts (`npm run test:scale`).
 */

export interface LoadRequest {
  path: string;
  host: string;
  headers?: Record<string, string>;
}

/** The signed-out pages (anonymous and public routes) of every site not in maintenance, and their `_next/data` routes. */
export function signedOutRequests(buildId: string): LoadRequest[] {
  const routes = ROUTE_KEYS.filter((key: RouteKey) => ROUTES[key].access !== 'authenticated' && key !== 'styleguide');
  return sites
    .filter((site) => !site.maintenance)
    .flatMap((site) =>
      routes.flatMap((route) => {
        const host = `${site.id}.localhost`;
        const page = pathFor(route, site.locales[0]!, site);
        return [
          { path: page, host },
          // What the browser asks for on a client-side navigation to that page.
          { path: `/_next/data/${buildId}${page}.json`, host, headers: { 'x-nextjs-data': '1' } },
        ];
      }),
    );
}

export function readBuildId(distDir: string): string {
  return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
}

/** Status and headers of one GET (Node's fetch will not send another Host). */
function headOf(base: string, request: LoadRequest): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve) => {
    const url = new URL(request.path, base);
    const req = http.get({ host: url.hostname, port: url.port, path: url.pathname, headers: { host: request.host, ...request.headers } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', () => resolve({ status: 0, headers: {} }));
  });
}

export interface LoadFigures {
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
}

/** Runs autocannon for `seconds` over the requests, round-robin per connection. */
export async function runLoad(options: {
  url: string;
  requests: LoadRequest[];
  seconds: number;
  connections: number;
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    // One request per connection at a time, as a browser tab does.
    pipelining: 1,
    // Seconds before a request counts as a timeout (an error): a browser waits longer; on a
    // machine shared with other work the queue at 50 connections can reach several seconds.
    timeout: 30,
    requests: options.requests.map((request) => ({
      method: 'GET' as const,
      path: request.path,
      headers: { host: request.host, ...request.headers },
    })),
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = (stats as { count: number }).count;
  return {
    seconds: options.seconds,
    connections: options.connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCounts,
  };
}

export interface MemoryFigures {
  beforeMb: number;
  afterMb: number;
  /** From the end of the warm-up to the end of the run (reported). */
  growthPercent: number;
  /**
   * From the first sample of the run (10 s in) to its end: what the check holds under 10 %. A heap
   * that takes one step up as the long run starts and then holds is not a leak; one that keeps
   * growing for the rest of the run is.
   */
  growthUnderLoadPercent: number;
  /** Every 10 s during the run. */
  duringMb: number[];
  /**
   * Only when growthUnderLoadPercent reached the limit: the growth over `confirmSeconds` more of the
   * same load. The heap's last step may come late in the run (one run's samples: 317, 340, 340,
   * 351, 351, 355 MB, the same 350-odd MB other runs reach in their first 10 s); a heap that has
   * settled holds through the extra slice, one that leaks keeps growing through it.
   */
  confirmGrowthPercent?: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const growthSince = (fromMb: number | undefined, toMb: number) =>
  fromMb !== undefined && fromMb > 0 ? Math.round(((toMb - fromMb) / fromMb) * 1000) / 10 : NaN;

/**
 * The load test: a warm-up, then `seconds` of traffic at `connections`; the server's
 * memory (the process tree of `serverPid`) is read after the warm-up and after the run, each after
 * the server has been idle a moment.
 */
export async function loadTest(options: {
  url: string;
  serverPid: number;
  buildId: string;
  seconds: number;
  warmUpSeconds: number;
  connections: number;
  /** The growth under load (from the run's first sample) that calls for the confirming slice. */
  leakLimitPercent: number;
  /** The confirming slice's length. */
  confirmSeconds: number;
  log: (line: string) => void;
}): Promise<{ load: LoadFigures; memory: MemoryFigures; urls: number }> {
  const requests = signedOutRequests(options.buildId);
  // Warm-up: the same traffic in 10 s slices until the server's memory holds still (under 2 %
  // change over a slice, after at least two slices; at 5 % a heap still filling its page cache
  // stopped the warm-up early, and its last 50 MB were counted as growth under load), at most warmUpSeconds. What grows before that
  // is the heap reaching its working size for this much concurrency, not a leak.
  const warmUpFrom = Date.now();
  let previous = treeRssBytes(options.serverPid);
  for (let slice = 1; (Date.now() - warmUpFrom) / 1000 < options.warmUpSeconds; slice += 1) {
    const warmUp = await runLoad({ url: options.url, requests, seconds: 10, connections: options.connections });
    const now = treeRssBytes(options.serverPid);
    const change = previous > 0 ? Math.abs(now - previous) / previous : 1;
    options.log(`warm-up slice ${slice}: ${warmUp.requestsPerSecond} req/s, server at ${mb(now)} MB (${Math.round(change * 1000) / 10} % change)`);
    previous = now;
    if (slice >= 2 && change < 0.02) break;
  }
  await delay(2_000);
  const before = treeRssBytes(options.serverPid);
  options.log(`load: ${options.seconds} s at ${options.connections} connections (server at ${mb(before)} MB)`);
  // The trend during the run tells a heap that settles from one that keeps growing.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(mb(treeRssBytes(options.serverPid))), 10_000);
  const load = await runLoad({ url: options.url, requests, seconds: options.seconds, connections: options.connections }).finally(() =>
    clearInterval(sampler),
  );
  await delay(2_000);
  const after = treeRssBytes(options.serverPid);
  const memory: MemoryFigures = {
    beforeMb: mb(before),
    afterMb: mb(after),
    growthPercent: before > 0 ? Math.round(((after - before) / before) * 1000) / 10 : NaN,
    growthUnderLoadPercent: growthSince(samples[0], mb(after)),
    duringMb: samples,
  };
  if (!(memory.growthUnderLoadPercent < options.leakLimitPercent)) {
    options.log(
      `memory grew ${memory.growthUnderLoadPercent} % after the run's first 10 s (${samples.join(', ')} MB); ${options.confirmSeconds} s more of the same load to tell a late step from a leak`,
    );
    const confirm = await runLoad({ url: options.url, requests, seconds: options.confirmSeconds, connections: options.connections });
    await delay(2_000);
    const confirmed = mb(treeRssBytes(options.serverPid));
    memory.confirmGrowthPercent = growthSince(memory.afterMb, confirmed);
    options.log(`confirming slice: ${confirm.requestsPerSecond} req/s, server at ${confirmed} MB (${memory.confirmGrowthPercent} % since the run's end)`);
  }
  return { load, memory, urls: requests.length };
}

/**
 * The proxy's cost: one SSG page (aurora-dk's login page) through the proxy, against the same page
 * with the proxy's work skipped (PROXY_COST_MEASUREMENT=1 on the server, x-proxy-bypass on the
 * request, asking for the internal path the proxy would rewrite to). Alternating rounds, so a busy
 * neighbour on the machine hurts both sides alike.
 */
export async function proxyCost(options: {
  url: string;
  secondsPerRound: number;
  rounds: number;
  connections: number;
  log: (line: string) => void;
}): Promise<{ withProxy: number; bypassed: number; ratio: number; errors: number; non2xx: number }> {
  const site = sites.find((candidate) => candidate.id === 'aurora-dk')!;
  const locale = site.locales[0]!;
  const through: LoadRequest = { path: pathFor('login', locale, site), host: `${site.id}.localhost` };
  const bypassed: LoadRequest = {
    path: `/${site.id}/${locale}${ROUTES.login.page}`,
    host: `${site.id}.localhost`,
    headers: { 'x-proxy-bypass': '1' },
  };
  // Both must be the same static page, served from the page cache, before their rates mean anything.
  for (const request of [through, bypassed]) {
    const response = await headOf(options.url, request);
    const cache = response.headers['x-nextjs-cache'];
    if (response.status !== 200 || (cache !== 'HIT' && cache !== 'STALE')) {
      throw new Error(`proxy cost: ${request.path} answered ${response.status} (x-nextjs-cache ${cache}); expected a cached 200`);
    }
  }
  const totals = { withProxy: 0, bypassed: 0, errors: 0, non2xx: 0 };
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [name, request] of [
      ['withProxy', through],
      ['bypassed', bypassed],
    ] as const) {
      const figures = await runLoad({ url: options.url, requests: [request], seconds: options.secondsPerRound, connections: options.connections });
      totals[name] += figures.requestsPerSecond;
      totals.errors += figures.errors;
      totals.non2xx += figures.non2xx;
      options.log(`proxy cost round ${round + 1}, ${name}: ${figures.requestsPerSecond} req/s`);
    }
  }
  const withProxy = Math.round(totals.withProxy / options.rounds);
  const bypassedRate = Math.round(totals.bypassed / options.rounds);
  return {
    withProxy,
    bypassed: bypassedRate,
    ratio: Math.round((withProxy / bypassedRate) * 100) / 100,
    errors: totals.errors,
    non2xx: totals.non2xx,
  };
}
