import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/config/locales';
import { parseNamespace } from '@/lib/i18n/namespace-json';
import { TranslationLoadError, type TranslationSource } from '@/lib/i18n/translation-source';

/** The repository's file of a namespace, relative to the project root. */
export function translationFilePath(locale: string, namespace: string): string {
  return path.posix.join('locales', locale, `${namespace}.json`);
}

/** Reads locales/<lng>/<ns>.json: used when no blob store is configured. */
export function createFileTranslationSource(rootDir?: string): TranslationSource {
  return {
    description: 'repository files',
    async read(locale: Locale, namespace: string) {
      const relative = translationFilePath(locale, namespace);
      const where = `file "${relative}"`;
      // Scoped to locales/ in the default case so the server build traces only the translation files.
      const file = rootDir
        ? path.join(/*turbopackIgnore: true*/ rootDir, relative)
        : path.join(process.cwd(), 'locales', locale, `${namespace}.json`);
      try {
        return parseNamespace(await readFile(file, 'utf8'), 'the file');
      } catch (error) {
        throw new TranslationLoadError(locale, namespace, where, 1, error);
      }
    },
  };
}
