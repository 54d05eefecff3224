/**
 * Lighthouse (mobile, simulated throttling) on the login page and the signed-in home page of
 * aurora-dk and volta-se: 5 runs per page, then the median score, LCP, TBT and CLS of each.
 * Not part of `npm test` (too slow and too noisy on a shared machine). docs/performance.md#lighthouse.
 *
 *   npm run lighthouse                          # builds and starts `npm run demo` on free ports
 *   LIGHTHOUSE_APP_PORT=3000 npm run lighthouse # against a demo you already run on that port
 *   npm run lighthouse -- --runs 3 --anchor http://a-site.localhost:3200/
 *   npm run lighthouse -- --only aurora-dk      # only the pages whose label contains this (give it more than once for any of several)
 *   npm run lighthouse -- --screens             # every signed-in screen of both sites instead
 *   npm run lighthouse -- --save <dir>          # keep each run's whole report (JSON) and its trace
 *   npm run lighthouse -- --new-tab             # each signed-in page both ways: the signing-in tab and a new tab
 *   npm run lighthouse -- --consent-pending     # leave the consent-again prompt unanswered (see below)
 *   npm run lighthouse -- --visited             # the owner opened each signed-in page before in this browser (see below)
 *
 * The servers the script starts (Next, the mock API, Azurite) run at the lowest CPU priority
 * (`nice -n 19`), so that on a machine of few cores their work for the page's calls and pictures
 * does not take the CPU from the browser while it is being measured: a phone does not share its
 * CPU with the backend, and Lighthouse multiplies every main-thread task by 4 (its docs count
 * "client resource contention" among the largest sources of variance). `--same-priority` starts
 * them as before. Against a demo you already run, start it so: `nice -n 19 npm run demo` (and the
 * reference page's server too, to compare like with like).
 *
 * How the owner arrives changes a signed-in page's load. By default it is measured in the tab that
 * signed in (sessionStorage holds the access token). `--new-tab` measures every signed-in page a
 * second time as an owner who comes back through a bookmark or a link: the same browser, signed
 * in once, then the page opened in a new tab, whose sessionStorage is empty, so only the HttpOnly
 * refresh cookie and localStorage are left (labelled "(new tab)"). Both ways are measured round
 * by round, with the anchor.
 *
 * The owner measured is one who comes back: they answered the consent banner and the app banner,
 * and on the sites that ask for consent again (`mustConsentAgain`) they answered that prompt, on an
 * earlier visit. The demo's owner has a consent to renew, so the script answers the prompt ("yes")
 * once, as the owner would, after signing in: it shows over every page until answered, which an
 * owner sees once per new consent text, and with it home on aurora-dk did about 3 points worse
 * (docs/performance-log.md, 2026-11-29). The answer stays in the mock until it restarts.
 * `--consent-pending` leaves it unanswered, to measure that first visit after a change.
 * By default the only signed-in page the browser has shown before is home (where signing in
 * leads); `--visited` opens the measured page once before measuring it, as for an owner who
 * bookmarked it: what a page keeps for the next visit (its lists' counts, the rewards and news
 * lists' first picture, docs/performance.md#early-calls) is then there.
 *
 * `--anchor <url>` also measures a reference page (e.g. a bare app of the same stack) before each
 * round, A B A B ..., so the portal's figures can be read beside what the machine gives the stack
 * alone; give it more than once for several reference pages (labelled by their address).
 * Lighthouse 12 is pinned (13 needs Node 22); the browser is the system Chromium (CHROMIUM_PATH
 * or /usr/bin/chromium) and nothing is downloaded.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_STAND_IN_DECLINED_KEY, SMART_BANNER_DISMISSED_KEY } from '../config/analytics';
import { ROUTES, ROUTE_KEYS, type RouteKey } from '../config/routes';
import { getSite } from '../config/site-registry';
import { portAnswers } from './scale/processes';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const OWNER = { email: 'owner@example.com', password: 'Password1!' };

interface Target {
  label: string;
  site: string | null;
  path: string;
  /** Sign in on this site's login path first. */
  signInAt?: string;
  /** A page outside the portal (the anchor): opened as given. */
  url?: string;
  /** Measured in a new tab of the signed-in browser (empty sessionStorage), not in the tab that signed in. */
  newTab?: boolean;
}

const PAGES: Target[] = [
  { label: 'aurora-dk login', site: 'aurora-dk', path: '/log-ind' },
  { label: 'aurora-dk home (signed in)', site: 'aurora-dk', path: '/min-bil', signInAt: '/log-ind' },
  { label: 'volta-se login', site: 'volta-se', path: '/inloggning' },
  { label: 'volta-se home (signed in)', site: 'volta-se', path: '/min-bil', signInAt: '/inloggning' },
];

/** The localised path of a route on a site's language (locales/<lng>/routes.json, as the proxy serves it). */
function routePath(language: 'da' | 'sv', route: RouteKey): string {
  const paths = JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', language, 'routes.json'), 'utf8')) as Record<string, string>;
  return `/${paths[route]}`;
}

/**
 * `--screens`: every other signed-in screen of config/routes.ts (home is in PAGES; the profile
 * overview opens its first tab), and the rewards page's Points tab, on aurora-dk (da) and volta-se (sv).
 */
const SCREENS: Target[] = (['aurora-dk', 'volta-se'] as const).flatMap((site) => {
  const language = site === 'aurora-dk' ? 'da' : 'sv';
  const routes = ROUTE_KEYS.filter((route) => ROUTES[route].access === 'authenticated' && route !== 'home' && route !== 'profile');
  const paths = routes.flatMap((route) => {
    const at = routePath(language, route);
    return route === 'rewards' ? [at, `${at}?view=points`] : [at];
  });
  return paths.map((at) => ({ label: `${site} ${at}`, site, path: at, signInAt: routePath(language, 'login') }));
});

interface RunResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What the largest contentful paint was (a short HTML snippet), to see why it is late. */
  lcpElement?: string;
}

/** Every value of an option (`--anchor` may be given more than once). */
function options(name: string): string[] {
  return process.argv.flatMap((arg, index) => {
    const value = process.argv[index + 1];
    return arg === `--${name}` && value ? [value] : [];
  });
}

function option(name: string): string | undefined {
  return options(name)[0];
}

function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString());
}

/** `nice -n 19 <command>` where the system has `nice` (and `--same-priority` is not given). */
function atLowPriority(command: string, args: string[]): [string, string[]] {
  if (process.argv.includes('--same-priority') || process.platform === 'win32') return [command, args];
  try {
    execFileSync('nice', ['-n', '19', 'true'], { stdio: 'ignore' });
  } catch {
    console.warn('`nice` is not available: the servers run at the same CPU priority as the browser.');
    return [command, args];
  }
  return ['nice', ['-n', '19', command, ...args]];
}

async function startDemo(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = freePort();
  const root = path.join(__dirname, '..');
  const child: ChildProcess = spawn(
    ...atLowPriority(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/stack.ts', 'demo']),
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        APP_PORT: String(port),
        MOCK_API_PORT: String(freePort()),
        MOCK_PICTURES_PORT: String(freePort()),
        AZURITE_BLOB_PORT: String(freePort()),
        // Its own build folder, so a developer's `npm run dev` (.next) is left alone.
        NEXT_DIST_DIR: '.next-lighthouse',
      },
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 15 * 60_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null) throw new Error('npm run demo stopped before it was ready');
    if (Date.now() > deadline) {
      await stop();
      throw new Error('npm run demo was not ready within 15 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { port, stop };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

async function measure(target: Target, port: number): Promise<RunResult> {
  // Lighthouse and puppeteer-core are ESM; loaded here so the script's own module stays CommonJS like the others.
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath} (set CHROMIUM_PATH)`);

  // A fresh browser (and profile) per run: nothing is cached from the run before.
  const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  try {
    let page = await browser.newPage();
    const origin = `http://${target.site ? `${target.site}.localhost` : 'localhost'}:${port}`;
    if (target.signInAt) {
      // An owner who signs in has answered the consent banner and the app banner on an earlier
      // visit (keys from config/analytics.ts); they would cover the form.
      await page.evaluateOnNewDocument(
        (declinedKey: string, dismissedKey: string, site: string) => {
          window.localStorage.setItem(declinedKey, '1');
          window.localStorage.setItem(`${dismissedKey}:${site}`, '1');
        },
        CONSENT_STAND_IN_DECLINED_KEY,
        SMART_BANNER_DISMISSED_KEY,
        target.site ?? '',
      );
      await page.goto(`${origin}${target.signInAt}`, { waitUntil: 'load' });
      await page.waitForSelector('input[name="email"]:not([disabled])');
      // Hydrated before typing, so React owns the inputs.
      await page.waitForFunction(() => document.readyState === 'complete');
      await page.type('input[name="email"]', OWNER.email);
      await page.type('input[name="password"]', OWNER.password);
      await Promise.all([
        page.waitForFunction((login: string) => !location.pathname.startsWith(login), { timeout: 30_000 }, target.signInAt),
        page.click('button[type="submit"]'),
      ]);
      // As an owner would, see the page sign-in leads to (home) with its data in, then leave: it
      // is also where the browser learns how many cars to outline next time.
      await page.waitForSelector('h1');
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, { timeout: 30_000 });
      if (target.site && getSite(target.site)?.mustConsentAgain && !process.argv.includes('--consent-pending')) {
        // The consent-again prompt (features/profile/consent-again-prompt.tsx), answered as a
        // returning owner has (see the top of this file); not there once it is answered.
        const prompt = 'section[aria-labelledby="consent-again-title"]';
        const shown = await page.waitForSelector(prompt, { timeout: 5_000 }).then(() => true, () => false);
        if (shown) {
          await page.click(`${prompt} button`);
          await page.waitForSelector(prompt, { hidden: true, timeout: 15_000 });
        }
      }
      if (process.argv.includes('--visited') && target.path !== target.signInAt) {
        // `--visited`: an owner who opened this page before in this browser (a bookmark's usual
        // case), so the page's own hints are there: its lists' counts, its first picture.
        await page.goto(`${origin}${target.path}`, { waitUntil: 'load' });
        await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, { timeout: 30_000 });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      // Signed in (refresh cookie, marker, tokens); the page's own files must still be fetched
      // from the network when measured, so only the HTTP cache is emptied.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
      if (target.newTab) {
        // A new tab of the same browser: cookies and localStorage are shared, sessionStorage (the
        // access token) is the tab's own and starts empty.
        await page.close();
        page = await browser.newPage();
      }
    }
    const url = target.url ?? `${origin}${target.path}`;
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // Keep the session of the sign-in above (storage and cookies); the cache was emptied above.
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // `--save <dir>`: every run's whole report (JSON), to read the audits behind a figure, and the
    // trace it was computed from (`.trace.json`, unthrottled: Lighthouse simulates the phone from
    // it), to open in Chrome's performance panel.
    const saveDir = option('save');
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = `${target.label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}`;
      writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(lhr));
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(path.join(saveDir, `${name}.trace.json`), JSON.stringify(trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl;
    if (target.signInAt && finalUrl.includes(target.signInAt)) {
      throw new Error(`${target.label}: measured ${finalUrl}, the sign-in did not hold`);
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
      | undefined;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  } finally {
    await browser.close();
  }
}

const format = (r: RunResult) =>
  `score ${String(r.score).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}` +
  (r.lcpElement ? `  LCP element ${r.lcpElement.slice(0, 80)}` : '');

async function main() {
  const runs = Number(option('runs') ?? 5);
  const anchorUrls = options('anchor');
  const given = process.env.LIGHTHOUSE_APP_PORT;
  const demo = given ? { port: Number(given), stop: async () => undefined } : await startDemo();
  const only = options('only');
  const targets: Target[] = [
    ...anchorUrls.map((url) => ({
      label: anchorUrls.length > 1 ? `anchor ${url.replace(/^https?:\/\//, '')}` : 'anchor',
      site: null,
      path: '',
      url,
    })),
    ...(process.argv.includes('--screens') ? SCREENS : PAGES)
      .flatMap((page) =>
        process.argv.includes('--new-tab') && page.signInAt ? [page, { ...page, label: `${page.label} (new tab)`, newTab: true }] : [page],
      )
      .filter((page) => only.length === 0 || only.some((part) => page.label.includes(part))),
  ];
  const results = new Map<string, RunResult[]>(targets.map((t) => [t.label, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      // Round by round (anchor, then each page), so a busy moment on the machine hits all alike.
      for (const target of targets) {
        const result = await measure(target, demo.port);
        results.get(target.label)!.push(result);
        console.log(`run ${run}/${runs}  ${target.label.padEnd(28)} ${format(result)}`);
      }
    }
  } finally {
    await demo.stop();
  }

  console.log(`\nMedian of ${runs} runs (Lighthouse 12 mobile, simulated throttling):`);
  console.log('| Page | Score | LCP | TBT | CLS | Scores per run |');
  console.log('|---|---|---|---|---|---|');
  for (const target of targets) {
    const list = results.get(target.label)!;
    const med: RunResult = {
      score: median(list.map((r) => r.score)),
      lcp: median(list.map((r) => r.lcp)),
      tbt: median(list.map((r) => r.tbt)),
      cls: median(list.map((r) => r.cls)),
    };
    console.log(
      `| ${target.label} | ${med.score} | ${(med.lcp / 1000).toFixed(2)} s | ${Math.round(med.tbt)} ms | ${med.cls.toFixed(3)} | ${list.map((r) => r.score).join(', ')} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
