/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/config/locales';
import { BASE_NAMESPACES, ROUTE_KEYS, namespacesFor } from '@/config/routes';
import {
  emptyOrNonText,
  findKeyUsages,
  flattenKeys,
  keySetDifferences,
  missingUsedKeys,
  readLocales,
  sourceFiles,
  type TranslationTree,
} from './translation-keys';

const root = process.cwd();
const tree = readLocales(path.join(root, 'locales'));
const namespaces = [...new Set([...BASE_NAMESPACES, ...ROUTE_KEYS.flatMap(namespacesFor), ...LOCALES.flatMap((lng) => Object.keys(tree[lng] ?? {}))])].sort();
const APP_FOLDERS = ['components', 'features', 'layouts', 'screens', 'pages', 'lib'];

describe('translation completeness', () => {
  it('has a folder for every language and only those', () => {
    expect(Object.keys(tree).sort()).toEqual([...LOCALES].sort());
  });

  it('has the same namespaces and keys in da, sv, en and no, including every namespace a route loads', () => {
    expect(keySetDifferences(tree, LOCALES, namespaces)).toEqual([]);
  });

  it('has text for every key: no empty strings, numbers or lists', () => {
    expect(emptyOrNonText(tree, LOCALES)).toEqual([]);
  });

  it('has every key the code uses, in every language', () => {
    const usages = sourceFiles(root, APP_FOLDERS).flatMap((file) =>
      findKeyUsages(readFileSync(file, 'utf8'), path.relative(root, file), namespaces),
    );
    // The scan must see the shell's keys, or it is scanning nothing.
    expect(usages.length).toBeGreaterThan(10);
    expect(missingUsedKeys(tree, LOCALES, usages)).toEqual([]);
  });

  // English says "1 point" but "2 points": a text with a number of points and its word is a plural pair
  // (key_one, key_other) in every language, and every call of a plural key passes `count`,
  // or i18next would pick neither form.
  it('writes counted points as plural pairs, and every call of a plural key passes count', () => {
    const leaves = (lng: string, ns: string) => {
      const content = tree[lng]?.[ns] ?? {};
      return flattenKeys(content).map((key) => ({
        key,
        text: key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content),
      }));
    };
    const unpaired = LOCALES.flatMap((lng) =>
      namespaces.flatMap((ns) =>
        leaves(lng, ns)
          .filter(({ key, text }) => typeof text === 'string' && /\{\{points\}\}\s+\p{L}/u.test(text) && !/_(one|other)$/.test(key))
          .map(({ key }) => `${lng}/${ns}: ${key}`),
      ),
    );
    expect(unpaired).toEqual([]);

    const pluralKeys = new Set(
      namespaces.flatMap((ns) => leaves('en', ns).filter(({ key }) => key.endsWith('_one')).map(({ key }) => `${ns}:${key.slice(0, -'_one'.length)}`)),
    );
    const calls = sourceFiles(root, APP_FOLDERS).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const lines = source.split('\n');
      return findKeyUsages(source, path.relative(root, file), namespaces)
        .filter((usage) => !usage.dynamic && pluralKeys.has(`${usage.namespace}:${usage.key}`))
        .map((usage) => {
          // The call's text: from the key to the bracket that closes the call.
          const lineStart = lines.slice(0, usage.line - 1).reduce((offset, line) => offset + line.length + 1, 0);
          const from = lineStart + lines[usage.line - 1]!.indexOf(usage.key.split(':').pop()!);
          let depth = 1;
          let end = from;
          while (end < source.length && depth > 0) {
            end += 1;
            if (source[end] === '(') depth += 1;
            if (source[end] === ')') depth -= 1;
          }
          return { where: `${usage.file}:${usage.line} ${usage.namespace}:${usage.key}`, call: source.slice(from, end) };
        });
    });
    // The scan must find the points' calls, or it checks nothing.
    expect(calls.filter(({ where }) => where.includes('loyalty:pointsValue')).length).toBeGreaterThan(3);
    expect(calls.filter(({ call }) => !/\bcount\b/.test(call)).map(({ where }) => where)).toEqual([]);
  });
});

describe('the completeness checks themselves', () => {
  const fixture: TranslationTree = {
    da: { common: { nav: { home: 'Hjem', rewards: 'Fordele' }, items_one: '{{count}} bil', items_other: '{{count}} biler' }, home: { title: 'Min bil' } },
    sv: { common: { nav: { home: 'Hem' }, items_one: '{{count}} bil', items_other: '{{count}} bilar' } },
  };

  it('names the language, namespace and key that is missing', () => {
    expect(keySetDifferences(fixture, ['da', 'sv'])).toEqual([
      'sv/common: missing key "nav.rewards" (present in da)',
      'sv: namespace "home" is missing (no locales/sv/home.json)',
    ]);
  });

  it('names empty and non-text values', () => {
    expect(emptyOrNonText({ da: { common: { a: { b: ' ' }, c: 3, d: 'ok' } } }, ['da'])).toEqual([
      'da/common: key "a.b" is empty',
      'da/common: key "c" is not text (3)',
    ]);
  });

  it('reads keys from t calls with the namespace of the nearest useTranslation', () => {
    const source = [
      "const { t } = useTranslation('common');",
      "t('nav.home'); t('nav.missing'); t('items', { count: 2 });",
      "const { t: tHome } = useTranslation('home');",
      "tHome('title'); t('home:title'); t('title', { ns: 'home' }); tHome('nope');",
      't(`nav.${key}`); t(`other.${key}`);',
      '<Trans i18nKey="nav.gone" />',
      "// t('nav.inLineComment')",
      "/** t('nav.inDocComment') */",
    ].join('\n');
    const usages = findKeyUsages(source, 'screen.tsx', ['common', 'home']);
    expect(usages.map(({ namespace, key, dynamic }) => `${namespace}:${key}${dynamic ? '.*' : ''}`)).toEqual([
      'common:nav.home',
      'common:nav.missing',
      'common:items',
      'home:title',
      'home:title',
      'home:title',
      'home:nope',
      'common:nav.*',
      'common:other.*',
      'common:nav.gone',
    ]);
    expect(missingUsedKeys({ da: fixture.da! }, ['da'], usages)).toEqual([
      'da/common: missing key "nav.missing" used at screen.tsx:2',
      'da/home: missing key "nope" used at screen.tsx:4',
      'da/common: missing key "other.*" used at screen.tsx:5',
      'da/common: missing key "nav.gone" used at screen.tsx:6',
    ]);
  });

  it('accepts an unbound t only if some namespace has the key', () => {
    const usages = findKeyUsages("export const label = (t: TFunction) => t('title') + t('absent');", 'lib.ts', ['common', 'home']);
    expect(missingUsedKeys({ da: fixture.da! }, ['da'], usages)).toEqual(['da: key "absent" used at lib.ts:1 is in no namespace']);
  });
});
