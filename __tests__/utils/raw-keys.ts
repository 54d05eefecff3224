/**
 * Finds what looks like a translation key shown instead of text: a dotted identifier such as
 * `change.title`, `errors.unknown` or `common:pageTitle.home`. Shared by the Jest guard and the
 * end-to-end walk, so both read "raw key" the same way.
 *
 * Not keys: e-mail addresses and host names (`navn@eksempel.dk`, `www.aurora.dk`), and the
 * abbreviations of ordinary text (`f.eks.`, `t.ex.`, `bl.a.`), whose parts are one letter long.
 */
const CANDIDATE = /(?:[a-z][a-zA-Z0-9_]*:)?[a-zA-Z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+/g;
const TOP_LEVEL_DOMAINS = new Set(['com', 'dk', 'se', 'no', 'org', 'net', 'eu', 'io', 'localhost']);

export function findRawKeys(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const candidate = match[0];
    const start = match.index;
    const before = text[start - 1] ?? '';
    const after = text[start + candidate.length] ?? '';
    // Part of a longer token: an e-mail address, a URL, a path or a file name.
    if (/[\w@/\\.:-]/.test(before) || /[\w@/\\-]/.test(after)) continue;
    const segments = candidate.replace(/^[a-z][a-zA-Z0-9_]*:/, '').split('.');
    if (segments.some((segment) => segment.length < 2)) continue;
    if (segments[0] === 'www' || TOP_LEVEL_DOMAINS.has(segments.at(-1)!)) continue;
    found.push(candidate);
  }
  return found;
}
