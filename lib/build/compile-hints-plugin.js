// @ts-check
/**
 * A webpack plugin that puts V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad`, on the first line of every browser script of a production build
 * (the `static/chunks/**.js` files of the client compilation). next.config.js adds it to the
 * client's production build only.
 *
 * Why: webpack wraps each module in a function that V8 compiles lazily, on the page's main thread,
 * the first time the module runs; on our pages that is at start-up, for nearly every module of the
 * route. With the hint, Chrome (136 and later) compiles the whole file eagerly while it streams the
 * script in, on a background thread, so the main thread only runs the code. Browsers without the
 * feature read an ordinary comment. docs/performance.md#compile-hints says what it gains and costs.
 *
 * When, within webpack's processAssets stages:
 * - after PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, where Next's minifier runs and drops every comment;
 * - before PROCESS_ASSETS_STAGE_DEV_TOOLING, where webpack writes the source maps (with
 *   `productionBrowserSourceMaps`): the hint is a source of its own in front of the minified one
 *   (a ConcatSource), so the map webpack makes of it starts one line down by construction;
 * - before PROCESS_ASSETS_STAGE_OPTIMIZE_HASH, where webpack sets each file's content hash from
 *   its final content (`optimization.realContentHash`, on in production builds): the hash in a
 *   script's name covers the hint too, and the manifests name the renamed files.
 * A script that starts with the hint already is left alone.
 *
 * Plain CommonJS on purpose: next.config.js loads it untranspiled. webpack and its sources come
 * from the compiler that runs the plugin (Next's own copy), not from an import.
 */

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The browser scripts of a Next build: what the browser fetches from /_next/static/chunks/. */
const BROWSER_SCRIPT = /^static\/chunks\/.+\.js$/;

const PLUGIN_NAME = 'CompileHintsPlugin';

/**
 * The little of webpack's API the plugin uses (the webpack inside Next has no types of its own).
 * @typedef {{ source(): string | Buffer }} Source
 * @typedef {{
 *   hooks: { processAssets: { tap(options: { name: string, stage: number }, fn: (assets: Record<string, Source>) => void): void } },
 *   getAsset(name: string): { source: Source } | undefined,
 *   updateAsset(name: string, source: Source): void,
 * }} Compilation
 * @typedef {{
 *   webpack: {
 *     Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number },
 *     sources: { ConcatSource: new (...parts: (string | Source)[]) => Source },
 *   },
 *   hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } },
 * }} Compiler
 */

class CompileHintsPlugin {
  /** @param {Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!BROWSER_SCRIPT.test(name)) continue;
            const asset = compilation.getAsset(name);
            if (!asset) continue;
            const text = asset.source.source();
            const start = typeof text === 'string' ? text.slice(0, COMPILE_HINT.length) : text.subarray(0, COMPILE_HINT.length).toString('utf8');
            if (start === COMPILE_HINT) continue;
            compilation.updateAsset(name, new sources.ConcatSource(`${COMPILE_HINT}\n`, asset.source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT, BROWSER_SCRIPT };
