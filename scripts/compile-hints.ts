/**
 * After `next build`: puts V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad`,
 * on the first line of every browser script of the build (<distDir>/static/chunks/*.js).
 *
 * Why: the bundler (webpack for production, Turbopack in `next dev`) wraps each module in a
 * function that V8 compiles lazily, on the page's main thread, the first time the module runs; on
 * our pages that is at start-up, for nearly every module of the route. With the hint, Chrome (136 and later) compiles the whole file eagerly while it streams the
 * script in, on a background thread, so the main thread only runs the code. On a phone that is
 * most of the long tasks before the page answers a tap. Browsers without the feature read an
 * ordinary comment. docs/performance.md#compile-hints says what it gains and costs.
 *
 * Each file's source map moves down one line with it (a `;` before its mappings). Running the
 * script twice changes nothing: a file that has the hint is left alone.
 *
 * Usage: tsx scripts/compile-hints.ts [distDir]   (default: NEXT_DIST_DIR or .next)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const SOURCE_MAP_URL = /\/\/# sourceMappingURL=(\S+)\s*$/;

export interface CompileHintResult {
  /** Scripts that got the hint now. */
  hinted: number;
  /** Scripts that had it already. */
  unchanged: number;
  /** Source maps moved down one line. */
  maps: number;
}

/** Moves a source map's generated lines down by one (the hint's line has no mappings). */
function shiftSourceMap(mapPath: string): boolean {
  if (!existsSync(mapPath)) return false;
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as {
    mappings?: string;
    sections?: { offset: { line: number; column: number } }[];
  };
  if (Array.isArray(map.sections)) {
    for (const section of map.sections) section.offset.line += 1;
  } else if (typeof map.mappings === 'string') {
    map.mappings = `;${map.mappings}`;
  } else {
    return false;
  }
  writeFileSync(mapPath, JSON.stringify(map));
  return true;
}

export function addCompileHints(distDir: string): CompileHintResult {
  const chunksDir = path.join(distDir, 'static', 'chunks');
  if (!existsSync(chunksDir)) {
    throw new Error(`no browser scripts under ${chunksDir}: run next build first`);
  }
  const result: CompileHintResult = { hinted: 0, unchanged: 0, maps: 0 };
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!entry.name.endsWith('.js')) continue;
      const source = readFileSync(file, 'utf8');
      if (source.startsWith(COMPILE_HINT)) {
        result.unchanged += 1;
        continue;
      }
      writeFileSync(file, `${COMPILE_HINT}\n${source}`);
      result.hinted += 1;
      const mapName = SOURCE_MAP_URL.exec(source)?.[1];
      if (mapName && !mapName.startsWith('data:') && shiftSourceMap(path.join(path.dirname(file), mapName))) {
        result.maps += 1;
      }
    }
  };
  walk(chunksDir);
  return result;
}

if (require.main === module) {
  const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  try {
    const { hinted, unchanged, maps } = addCompileHints(distDir);
    console.log(`[compile-hints] ${hinted} scripts hinted, ${unchanged} already had the hint, ${maps} source maps moved`);
  } catch (error) {
    console.error(`[compile-hints] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
