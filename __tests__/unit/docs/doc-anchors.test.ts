import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Code comments and docs point at sections of the docs by anchor (`docs/performance.md#compile-hints`)
 * instead of repeating them. A renamed heading would leave those pointers dangling without a word:
 * this test reads every source file and doc, and fails on an anchor the target file does not have.
 * Anchors are GitHub's: a heading's text in lower case, punctuation dropped, spaces as hyphens.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'coverage']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|md)$|^\.env\.example$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.next')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.generated.ts') ? [full] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation but hyphens dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id = ''] of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id);
  return anchors;
}

interface Citation {
  from: string;
  target: string;
  anchor: string;
}

/** A docs/ or README path with an anchor anywhere (from the repository's root), and Markdown links with one (from the file's folder). */
function citationsIn(file: string, text: string): Citation[] {
  const from = path.relative(ROOT, file);
  const found: Citation[] = [];
  for (const [, target = '', anchor = ''] of text.matchAll(/(?<![\w./-])((?:docs\/[\w-]+|(?:[\w-]+\/)?README)\.md)#([\w-]+)/g)) {
    found.push({ from, target: path.join(ROOT, target), anchor });
  }
  if (file.endsWith('.md')) {
    for (const [, target, anchor = ''] of text.matchAll(/\]\(([\w./-]*\.md)?#([\w-]+)\)/g)) {
      found.push({ from, target: target ? path.resolve(path.dirname(file), target) : file, anchor });
    }
  }
  return found;
}

describe('anchors cited in code and docs', () => {
  const files = filesUnder(ROOT);
  const citations = files.flatMap((file) => citationsIn(file, readFileSync(file, 'utf8')));
  const anchors = new Map<string, Set<string>>();
  const anchorsFor = (target: string) => {
    if (!anchors.has(target)) anchors.set(target, existsSync(target) ? anchorsOf(readFileSync(target, 'utf8')) : new Set());
    return anchors.get(target)!;
  };

  it('finds the citations it checks', () => {
    expect(citations.filter((c) => c.target.endsWith(path.join('docs', 'performance.md'))).length).toBeGreaterThan(20);
  });

  it('has every cited anchor in its file', () => {
    const dangling = citations
      .filter(({ target, anchor }) => !anchorsFor(target).has(anchor))
      .map(({ from, target, anchor }) => `${from}: ${path.relative(ROOT, target)}#${anchor}`);
    expect(dangling).toEqual([]);
  });

  it('sends code to docs/, not to a README section by name', () => {
    const byName = files
      .filter((file) => !file.endsWith('.md'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(ROOT, file)}:${index + 1}` }))
          .filter(({ line }) => /README[,:'s]*\s*"/.test(line))
          .map(({ at }) => at),
      );
    expect(byName).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    expect(slug('Open before profile')).toBe('open-before-profile');
    expect(slug('The mock backend (`mocks/`)')).toBe('the-mock-backend-mocks');
    expect(anchorsOf('# A\n## Budget\n```\n# not a heading\n```\n## Budget\n')).toEqual(new Set(['a', 'budget', 'budget-1']));
  });
});
