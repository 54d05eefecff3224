import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/config/locales';

export type Namespace = string;
export type TranslationResources = Record<Namespace, Record<string, unknown>>;

/** Server only: the translations of the given namespaces in one language. */
export async function loadTranslations(locale: Locale, namespaces: readonly Namespace[]): Promise<TranslationResources> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const file = path.join(process.cwd(), 'locales', locale, `${ns}.json`);
      const text = await readFile(file, 'utf8');
      return [ns, JSON.parse(text) as Record<string, unknown>] as const;
    }),
  );
  return Object.fromEntries(entries);
}
