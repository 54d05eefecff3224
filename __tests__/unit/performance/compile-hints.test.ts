/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MinifyPlugin } from 'next/dist/build/webpack/plugins/minify-webpack-plugin/src';
import { spans } from 'next/dist/build/webpack/plugins/profiling-plugin';
import { loadBindings } from 'next/dist/build/swc';
import { trace } from 'next/dist/trace';
import { COMPILE_HINT, CompileHintsPlugin } from '@/lib/build/compile-hints-plugin.js';

/**
 * The plugin over a small production build made the way `next build` makes the browser's scripts:
 * Next's own webpack and Next's own minifier (which drops every comment), content hashes in the
 * file names, and source maps (`productionBrowserSourceMaps`). The same build is made once without
 * the plugin, to compare.
 */

/* The webpack inside Next has no types of its own (next/dist/compiled/webpack/webpack.d.ts). */
interface Asset { source: { source(): string | Buffer } }
interface Compilation {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
  emitAsset(name: string, source: unknown, info?: Record<string, unknown>): void;
  getAsset(name: string): Asset | undefined;
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
  run(callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void): void;
  close(callback: (error?: Error | null) => void): void;
  inputFileSystem: { purge(): void };
}
interface Webpack {
  (options: object): Compiler;
  Compilation: { PROCESS_ASSETS_STAGE_ADDITIONS: number };
  sources: { RawSource: new (text: string) => unknown };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { webpack } = require('next/dist/compiled/webpack/webpack') as { webpack: Webpack };

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Files the build gets besides webpack's chunks, as Next adds its own (polyfills, manifests, styles). */
const EXTRA_ASSETS: Record<string, string> = {
  'static/chunks/polyfills-0123456789abcdef.js': '!function(){self.polyfilled=!0}();',
  'static/chunks/hinted-already.js': `${COMPILE_HINT}\nself.hinted=1;`,
  'static/BUILD/_buildManifest.js': 'self.__BUILD_MANIFEST={};',
  'static/css/site.css': 'body{margin:0}',
};

/** Adds EXTRA_ASSETS the way Next's own plugins add theirs (at the additions stage). */
const extraAssets = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ExtraAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ExtraAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        for (const [name, text] of Object.entries(EXTRA_ASSETS)) {
          compilation.emitAsset(name, new webpack.sources.RawSource(text), { minimized: true });
        }
      });
    });
  },
};

/** Builds a page with a part it loads later (a chunk of its own) into a new folder; returns the folder. */
async function build(withPlugin: boolean): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'src', 'page.js'),
    '/* a comment the minifier drops */\n' +
      'function greet(name) {\n  return "hello " + name;\n}\n' +
      'export function start() {\n  document.title = greet("owner");\n  return import(/* webpackChunkName: "later" */ "./later.js").then((later) => later.show());\n}\nstart();\n',
  );
  writeFileSync(path.join(dir, 'src', 'later.js'), 'export function show() {\n  document.body.dataset.shown = "yes";\n}\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { page: './src/page.js' },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'out'),
      filename: 'static/chunks/[name]-[contenthash].js',
      chunkFilename: 'static/chunks/[name].[contenthash].js',
      publicPath: '/_next/',
    },
    optimization: { minimizer: [new MinifyPlugin({})] },
    plugins: [extraAssets, ...(withPlugin ? [new CompileHintsPlugin()] : [])],
  });
  // Next's minifier reports to the build's trace, which `next build` sets up.
  const span = trace('compile-hints-test');
  spans.set(compiler as never, span);
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString()));
      else resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
  span.stop();
  // The file system's cache would otherwise look at the clock again after the test has ended.
  compiler.inputFileSystem.purge();
  return path.join(dir, 'out');
}

/** The build's files under static/, by path, with their text. */
function filesOf(out: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(out, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.set(file, readFileSync(path.join(out, file), 'utf8'));
    }
  };
  walk('static');
  return files;
}

/** webpack's chunks (not the extra files): the page's and the later part's script. */
const chunkNames = (files: Map<string, string>) =>
  [...files.keys()].filter((name) => /^static\/chunks\/(page|later)[-.][0-9a-f]+\.js$/.test(name)).sort();

let hinted: Map<string, string>;
let plain: Map<string, string>;

beforeAll(async () => {
  await loadBindings();
  plain = filesOf(await build(false));
  hinted = filesOf(await build(true));
}, 60_000);

describe('compile hints (lib/build/compile-hints-plugin.js)', () => {
  it('puts the hint on a line of its own in front of every minified script under static/chunks', () => {
    const chunks = chunkNames(hinted);
    expect(chunks).toHaveLength(2);
    const plainChunks = chunkNames(plain);
    for (const [index, name] of chunks.entries()) {
      const [first, ...rest] = hinted.get(name)!.split('\n');
      expect(first).toBe(COMPILE_HINT);
      // The rest is the minified script as it is without the plugin (its comment dropped by the
      // minifier, which ran first), but for the file names inside it (below).
      const withoutHint = rest.join('\n');
      expect(withoutHint).not.toContain('a comment the minifier drops');
      expect(withoutHint.length).toBe(plain.get(plainChunks[index]!)!.length);
    }
    expect(hinted.get('static/chunks/polyfills-0123456789abcdef.js')).toBe(`${COMPILE_HINT}\n${EXTRA_ASSETS['static/chunks/polyfills-0123456789abcdef.js']}`);
  });

  it('leaves a script that has the hint already, and every file that is not a browser script', () => {
    for (const name of ['static/chunks/hinted-already.js', 'static/BUILD/_buildManifest.js', 'static/css/site.css']) {
      expect(hinted.get(name)).toBe(EXTRA_ASSETS[name]);
    }
  });

  it('moves each source map down one line, so it still points at the right code', () => {
    for (const [name, plainName] of chunkNames(hinted).map((name, index) => [name, chunkNames(plain)[index]!] as const)) {
      const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(hinted.get(name)!)?.[1];
      expect(mapName).toBe(`${path.posix.basename(name)}.map`);
      const map = JSON.parse(hinted.get(`static/chunks/${mapName}`)!) as { mappings: string; file: string };
      const plainMap = JSON.parse(plain.get(`${plainName}.map`)!) as { mappings: string };
      expect(map.file).toBe(name);
      expect(map.mappings).toBe(`;${plainMap.mappings}`);
    }
  });

  it('names each script by a content hash that covers the hint, and the page loads its part by that name', () => {
    const [later, page] = chunkNames(hinted);
    expect(chunkNames(plain)).not.toContain(later);
    expect(chunkNames(plain)).not.toContain(page);
    expect(hinted.get(page!)).toContain(path.posix.basename(later!).replace(/^later\./, '').replace(/\.js$/, ''));
  });
});
