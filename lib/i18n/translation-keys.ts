import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Helpers of the translation completeness test and `npm run sites:check`. Convention they rely on: code writes translation keys
 * literally at the call, `t('key')`, `t('ns:key')`, `t('key', { ns: 'ns' })` or
 * `<Trans i18nKey="key" />`, with the namespace from the nearest `useTranslation('ns')` above.
 * A key built at run time is checked only by its literal start (`t(\`nav.${key}\`)` needs a
 * `nav` group); a key kept in a variable is not checked at all.
 */

export type Namespaces = Record<string, Record<string, unknown>>;
/** language -> namespace -> content */
export type TranslationTree = Record<string, Namespaces>;

/** Every leaf key of a namespace as a dotted path. */
export function flattenKeys(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null && !Array.isArray(child)
      ? flattenKeys(child as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

export function readLocales(localesDir: string): TranslationTree {
  const tree: TranslationTree = {};
  for (const language of readdirSync(localesDir).sort()) {
    const dir = path.join(localesDir, language);
    if (!statSync(dir).isDirectory()) continue;
    tree[language] = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
      tree[language]![file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return tree;
}

/** Problems where languages differ: a missing namespace file or a key one language has and another lacks. */
export function keySetDifferences(tree: TranslationTree, languages: readonly string[], requiredNamespaces: readonly string[] = []): string[] {
  const problems: string[] = [];
  const namespaces = [...new Set([...requiredNamespaces, ...languages.flatMap((lng) => Object.keys(tree[lng] ?? {}))])].sort();
  for (const ns of namespaces) {
    const keysByLanguage = new Map(languages.map((lng) => [lng, tree[lng]?.[ns] ? new Set(flattenKeys(tree[lng]![ns]!)) : undefined]));
    const allKeys = new Set([...keysByLanguage.values()].flatMap((keys) => (keys ? [...keys] : [])));
    for (const lng of languages) {
      const keys = keysByLanguage.get(lng);
      if (!keys) {
        problems.push(`${lng}: namespace "${ns}" is missing (no locales/${lng}/${ns}.json)`);
        continue;
      }
      for (const key of [...allKeys].sort()) {
        if (!keys.has(key)) {
          const has = languages.filter((other) => keysByLanguage.get(other)?.has(key));
          problems.push(`${lng}/${ns}: missing key "${key}" (present in ${has.join(', ')})`);
        }
      }
    }
  }
  return problems;
}

/** Leaves that would render as nothing or as "[object]": empty strings and non-string values. */
export function emptyOrNonText(tree: TranslationTree, languages: readonly string[]): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, where: string, key: string) => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [child, nested] of Object.entries(value)) walk(nested, where, key ? `${key}.${child}` : child);
    } else if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${where}: key "${key}" is ${typeof value === 'string' ? 'empty' : `not text (${JSON.stringify(value)})`}`);
    }
  };
  for (const lng of languages) {
    for (const [ns, content] of Object.entries(tree[lng] ?? {})) walk(content, `${lng}/${ns}`, '');
  }
  return problems;
}

export interface KeyUsage {
  file: string;
  line: number;
  /** undefined: the call's `t` is not bound in this file, so any namespace may hold the key. */
  namespace: string | undefined;
  key: string;
  /** The key is built at run time; `key` is its literal start. */
  dynamic: boolean;
}

const DEFAULT_NAMESPACE = 'common';

/** Translation keys used in one source file (see the convention above). */
export function findKeyUsages(code: string, file: string, knownNamespaces: readonly string[]): KeyUsage[] {
  // Comments show examples, not uses; blanking them keeps line numbers.
  const source = code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^(\s*)\/\/.*$/gm, '$1');
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  // Which function name is bound to which namespace, from where on in the file.
  const bindings: { name: string; namespace: string; index: number }[] = [];
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*useTranslation\(([^)]*)\)/g)) {
    const destructured = /(?:^|[\s,])t(?:\s*:\s*(\w+))?\s*(?:,|$)/.exec(match[1]!);
    if (!destructured) continue;
    const namespace = /['"`]([\w-]+)['"`]/.exec(match[2]!)?.[1] ?? DEFAULT_NAMESPACE;
    bindings.push({ name: destructured[1] ?? 't', namespace, index: match.index! });
  }
  const namespaceAt = (name: string, index: number) =>
    bindings.filter((binding) => binding.name === name && binding.index < index).at(-1)?.namespace;

  const names = [...new Set(['t', ...bindings.map((binding) => binding.name)])];
  const callPattern = new RegExp(`(?<![\\w$])(?:i18n(?:ext)?\\.)?(${names.join('|')})\\(\\s*(['"\`])((?:(?!\\2).)*)\\2([^)]*)`, 'g');
  const usages: KeyUsage[] = [];
  const add = (rawKey: string, index: number, boundNamespace: string | undefined, rest: string) => {
    const dynamicAt = rawKey.indexOf('${');
    let key = dynamicAt >= 0 ? rawKey.slice(0, dynamicAt) : rawKey;
    let namespace = /\bns\s*:\s*['"]([\w-]+)['"]/.exec(rest)?.[1] ?? boundNamespace;
    const separator = key.indexOf(':');
    if (separator > 0 && knownNamespaces.includes(key.slice(0, separator))) {
      namespace = key.slice(0, separator);
      key = key.slice(separator + 1);
    }
    if (dynamicAt >= 0) {
      key = key.replace(/\.[^.]*$/, '');
      if (!key || !rawKey.slice(0, dynamicAt).includes('.')) return;
    }
    usages.push({ file, line: lineAt(index), namespace, key, dynamic: dynamicAt >= 0 });
  };
  for (const match of source.matchAll(callPattern)) {
    const [, name, , rawKey, rest] = match;
    add(rawKey!, match.index!, namespaceAt(name!, match.index!), rest!);
  }
  for (const match of source.matchAll(/i18nKey=\{?\s*(['"`])([^'"`]+)\1([^>]*)/g)) {
    add(match[2]!, match.index!, namespaceAt('t', match.index!), match[3]!.replace(/\bns=\{?\s*(['"])/, 'ns: $1'));
  }
  return usages;
}

/** Whether a namespace has the key: as a string, as plural forms (key_one, key_other, ...) or, for a dynamic start, as a group. */
export function hasKey(content: Record<string, unknown>, usage: Pick<KeyUsage, 'key' | 'dynamic'>): boolean {
  const keys = flattenKeys(content);
  if (usage.dynamic) return keys.some((key) => key.startsWith(`${usage.key}.`));
  return keys.some((key) => key === usage.key || new RegExp(`^${usage.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_(zero|one|two|few|many|other)$`).test(key));
}

/** Problems for used keys that a language lacks. */
export function missingUsedKeys(tree: TranslationTree, languages: readonly string[], usages: readonly KeyUsage[]): string[] {
  const problems: string[] = [];
  for (const usage of usages) {
    for (const lng of languages) {
      const namespaces = tree[lng] ?? {};
      const where = `${usage.file}:${usage.line}`;
      if (usage.namespace === undefined) {
        if (!Object.values(namespaces).some((content) => hasKey(content, usage))) {
          problems.push(`${lng}: key "${usage.key}" used at ${where} is in no namespace`);
        }
        continue;
      }
      const content = namespaces[usage.namespace];
      if (!content) problems.push(`${lng}: namespace "${usage.namespace}" used at ${where} does not exist`);
      else if (!hasKey(content, usage)) {
        problems.push(`${lng}/${usage.namespace}: missing key "${usage.key}${usage.dynamic ? '.*' : ''}" used at ${where}`);
      }
    }
  }
  return [...new Set(problems)];
}

/** Source files of the app (not tests) under the given folders. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec|d)\.tsx?$/.test(name)) files.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return files.sort();
}
