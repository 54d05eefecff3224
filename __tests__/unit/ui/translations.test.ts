import fs from 'node:fs';
import path from 'node:path';

const LOCALES = ['da', 'sv', 'en', 'no'] as const;
const read = (locale: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'locales', locale, `${namespace}.json`), 'utf8'));

/** Dotted paths of every leaf, with its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

describe.each([
  ['common', (json: Record<string, unknown>) => json.ui],
  ['styleguide', (json: Record<string, unknown>) => json],
])('the %s texts of the UI kit', (namespace, pick) => {
  const english = leaves(pick(read('en', namespace)));

  it.each(LOCALES)('exist in %s with the same keys as English, none empty', (locale) => {
    const texts = leaves(pick(read(locale, namespace)));
    expect(texts.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
    const empty = texts.filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
