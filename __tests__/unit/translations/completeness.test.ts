/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/config/locales';
import { BASE_NAMESPACES, ROUTE_KEYS, namespacesFor } from '@/config/routes';
import {
  emptyOrNonText,
  findKeyUsages,
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
