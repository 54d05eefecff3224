/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints } from '../../../scripts/compile-hints';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder with two chunks (one in a subfolder), a source map and a stylesheet. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  const chunks = path.join(dir, 'static', 'chunks');
  mkdirSync(path.join(chunks, 'pages'), { recursive: true });
  writeFileSync(path.join(chunks, 'app.js'), 'push([1,(e)=>{e.x=1}]);\n//# sourceMappingURL=app-map.js.map');
  writeFileSync(path.join(chunks, 'app-map.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC' }));
  writeFileSync(path.join(chunks, 'pages', 'login.js'), 'push([2,(e)=>{e.y=2}]);');
  writeFileSync(path.join(chunks, 'styles.css'), 'body{margin:0}');
  return dir;
}

const read = (dir: string, ...parts: string[]) => readFileSync(path.join(dir, 'static', 'chunks', ...parts), 'utf8');

describe('compile hints (scripts/compile-hints.ts)', () => {
  it('puts the hint on the first line of every script, and only of scripts', () => {
    const dir = fakeBuild();
    expect(addCompileHints(dir)).toEqual({ hinted: 2, unchanged: 0, maps: 1 });
    expect(read(dir, 'app.js')).toBe(`${COMPILE_HINT}\npush([1,(e)=>{e.x=1}]);\n//# sourceMappingURL=app-map.js.map`);
    expect(read(dir, 'pages', 'login.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(read(dir, 'styles.css')).toBe('body{margin:0}');
  });

  it('moves the source map down one line, so it still points at the right code', () => {
    const dir = fakeBuild();
    addCompileHints(dir);
    expect(JSON.parse(read(dir, 'app-map.js.map')).mappings).toBe(';AAAA,CAAC');
  });

  it('changes nothing when run a second time', () => {
    const dir = fakeBuild();
    addCompileHints(dir);
    const script = read(dir, 'app.js');
    const map = read(dir, 'app-map.js.map');
    expect(addCompileHints(dir)).toEqual({ hinted: 0, unchanged: 2, maps: 0 });
    expect(read(dir, 'app.js')).toBe(script);
    expect(read(dir, 'app-map.js.map')).toBe(map);
  });

  it('says so when there is no build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-empty-'));
    dirs.push(dir);
    expect(() => addCompileHints(dir)).toThrow(/run next build first/);
  });
});
