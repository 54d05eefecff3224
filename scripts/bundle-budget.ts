/**
 * First-load JavaScript budget of a production build (docs/performance.md#budget).
 *
 *   tsx scripts/bundle-budget.ts [distDir]     # default: $NEXT_DIST_DIR or .next
 *
 * Reads the build's `build-manifest.json` and counts what a browser downloads before a page is
 * interactive, by Next's own "first load" rule (the one behind `diagnostics/route-bundle-stats.json`):
 * the JavaScript files listed for `/_app` plus those listed for the page. Sizes are the files' raw
 * bytes and their gzip -9 bytes; kB = 1000 bytes. Prints one row per route and exits 1 when `_app`
 * or a route is over budget, when any browser file of the build carries code only `next dev` may
 * have (DEV_ONLY_CODE), or when the manifest cannot be read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes allowed: `_app` alone, and any route's first load (its files plus `_app`'s).
 * docs/performance-log.md#budget has the figures of the last measurement, and
 * docs/performance.md#lean-app what keeps `_app` small.
 */
export const BUDGET = { appGzipBytes: 175_200, routeGzipBytes: 196_100 } as const;
export type Budget = { appGzipBytes: number; routeGzipBytes: number };

/**
 * Code that only `next dev` may have, by strings its files always carry: React Query's devtools
 * (components/shell/app-providers.tsx) draw every part with a `tsqd-` class, and their core throws
 * "Devtools is already mounted". No file of a production build's browser code may hold either,
 * whether a page loads it at once or later.
 */
export const DEV_ONLY_CODE = [{ what: "React Query's devtools", markers: ['tsqd-', 'Devtools is already mounted'] }] as const;

/** Entries of the pages map that are not routes a visitor opens (Next leaves them out too). */
const NOT_ROUTES = new Set(['/_app', '/_document', '/_error']);

export interface RouteSize {
  /** `_app`, or a page as the manifest names it (e.g. `/[site]/[locale]/login`). */
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** The budget this row is held to. */
  limitBytes: number;
}

export interface BudgetReport {
  rows: RouteSize[];
  /** One sentence per row over its limit, and per browser file carrying development-only code. */
  failures: string[];
}

/** Every JavaScript file under a folder, as paths relative to `root`. */
function scriptsUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return scriptsUnder(root, relative);
    return entry.name.endsWith('.js') ? [relative] : [];
  });
}

/** The build's browser files (`static/`) that carry development-only code (DEV_ONLY_CODE), one sentence each. */
export function devOnlyCodeIn(distDir: string): string[] {
  return scriptsUnder(distDir, 'static').flatMap((file) => {
    const text = readFileSync(path.join(distDir, file), 'utf8');
    return DEV_ONLY_CODE.filter(({ markers }) => markers.some((marker) => text.includes(marker))).map(
      ({ what }) => `${file} carries ${what}, which only next dev may load`,
    );
  });
}

interface BuildManifest {
  pages: Record<string, string[]>;
}

function readManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, 'build-manifest.json');
  if (!existsSync(file)) {
    throw new Error(`No ${file}: build the app first (npm run build, or npm run test:e2e for .next-e2e).`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildManifest>;
  if (!manifest.pages || !Array.isArray(manifest.pages['/_app'])) {
    throw new Error(`${file} has no pages["/_app"]: is this a pages-router build?`);
  }
  return manifest as BuildManifest;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Measures every route of the build in `distDir` against `budget`. */
export function measureBuild(distDir: string, budget: Budget = BUDGET): BudgetReport {
  const manifest = readManifest(distDir);
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(path.join(distDir, file));
      size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const jsOnly = (files: string[]) => files.filter((file) => file.endsWith('.js'));
  const row = (route: string, files: string[], limitBytes: number): RouteSize => {
    const unique = [...new Set(files)];
    return {
      route,
      files: unique,
      rawBytes: unique.reduce((sum, file) => sum + sizeOf(file).raw, 0),
      gzipBytes: unique.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
      limitBytes,
    };
  };

  const appFiles = jsOnly(manifest.pages['/_app'] ?? []);
  const rows = [row('_app', appFiles, budget.appGzipBytes)];
  for (const page of Object.keys(manifest.pages).sort()) {
    if (NOT_ROUTES.has(page)) continue;
    rows.push(row(page, [...jsOnly(manifest.pages[page] ?? []), ...appFiles], budget.routeGzipBytes));
  }
  const failures = [
    ...rows.filter((r) => r.gzipBytes > r.limitBytes).map((r) => `${r.route} loads ${kB(r.gzipBytes)} gzip, over its budget of ${kB(r.limitBytes)}`),
    ...devOnlyCodeIn(distDir),
  ];
  return { rows, failures };
}

/** The report as a plain-text table, largest route first after `_app`. */
export function formatReport({ rows, failures }: BudgetReport): string {
  const [app, ...routes] = rows;
  const ordered = [...(app ? [app] : []), ...[...routes].sort((a, b) => b.gzipBytes - a.gzipBytes)];
  const width = Math.max(...ordered.map((r) => r.route.length), 'Route'.length);
  const line = ([route, raw, gzip, limit, verdict]: [string, string, string, string, string]) =>
    `${route.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}  ${limit.padStart(10)}  ${verdict}`;
  const lines = [
    'First-load JavaScript per route (what Next counts: _app + the page; gzip -9; kB = 1000 bytes)',
    line(['Route', 'Raw', 'Gzip', 'Budget', '']),
    ...ordered.map((r) =>
      line([r.route, kB(r.rawBytes), kB(r.gzipBytes), kB(r.limitBytes), r.gzipBytes > r.limitBytes ? 'OVER' : 'ok']),
    ),
  ];
  lines.push(
    failures.length === 0
      ? `Budget met: _app and all ${routes.length} routes are within their limits, and no file carries development-only code.`
      : `Budget exceeded:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  return lines.join('\n');
}

/** The command line: prints the table and returns the exit code. */
export function runCli(argv: string[], out: (text: string) => void = console.log): number {
  const distDir = path.resolve(argv[0] ?? process.env.NEXT_DIST_DIR ?? '.next');
  try {
    const report = measureBuild(distDir);
    out(`Build: ${distDir}`);
    out(formatReport(report));
    return report.failures.length === 0 ? 0 : 1;
  } catch (error) {
    out(`Bundle budget: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (require.main === module) {
  process.exitCode = runCli(process.argv.slice(2));
}
