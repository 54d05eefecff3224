/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from '@/config/env';
import { createTranslationLoader, translationSourceFromEnv } from '@/lib/i18n/load-translations';
import type { TranslationSource } from '@/lib/i18n/translation-source';

const CONNECTION_STRING =
  'DefaultEndpointsProtocol=https;AccountName=portalstore;AccountKey=c2VjcmV0LWtleS1ub3QtZm9yLWxvZ3M=;EndpointSuffix=core.windows.net';

describe('choosing the translation source', () => {
  it('reads the repository files when no blob store is configured', async () => {
    const source = translationSourceFromEnv(parseEnv({}));
    expect(source.description).toBe('repository files');
    const expected = JSON.parse(await readFile(path.join(process.cwd(), 'locales/sv/common.json'), 'utf8'));
    await expect(source.read('sv', 'common')).resolves.toEqual(expected);
  });

  it('names language, namespace and file when a file is missing', async () => {
    await expect(translationSourceFromEnv(parseEnv({})).read('da', 'no-such-namespace')).rejects.toThrow(
      'Could not load translations da/no-such-namespace from file "locales/da/no-such-namespace.json": ENOENT',
    );
  });

  it('uses the blob store when a connection string is set, without showing it', () => {
    const source = translationSourceFromEnv(
      parseEnv({ TRANSLATIONS_BLOB_CONNECTION_STRING: CONNECTION_STRING, TRANSLATIONS_BLOB_CONTAINER: 'texts', TRANSLATIONS_BLOB_PREFIX: 'portal/' }),
    );
    expect(source.description).toBe('blob store (container texts, prefix portal/)');
    expect(source.description).not.toContain('AccountKey');
  });

  it('rejects a prefix that would run into the language folder', () => {
    expect(() => parseEnv({ TRANSLATIONS_BLOB_PREFIX: 'portal' })).toThrow('TRANSLATIONS_BLOB_PREFIX');
  });
});

describe('the loader cache', () => {
  function countingSource() {
    const reads: string[] = [];
    let version = 1;
    const source: TranslationSource = {
      description: 'test source',
      async read(locale, namespace) {
        reads.push(`${locale}/${namespace}`);
        return { version };
      },
    };
    return { source, reads, bump: () => (version += 1) };
  }

  it('reads each namespace once per window, shares concurrent loads and logs each read', async () => {
    let now = 0;
    const log: string[] = [];
    const { source, reads, bump } = countingSource();
    const loader = createTranslationLoader({ source, cacheTtlMs: 1000, now: () => now, log: (line) => log.push(line) });

    const [first, second] = await Promise.all([loader.load('da', ['common', 'home']), loader.load('da', ['common'])]);
    expect(first).toEqual({ common: { version: 1 }, home: { version: 1 } });
    expect(second).toEqual({ common: { version: 1 } });
    expect(reads).toEqual(['da/common', 'da/home']);
    expect(log).toEqual(['[translations] da/common from test source', '[translations] da/home from test source']);

    bump();
    now = 999;
    expect(await loader.load('da', ['common'])).toEqual({ common: { version: 1 } });
    now = 1000;
    expect(await loader.load('da', ['common'])).toEqual({ common: { version: 2 } });
    expect(reads).toEqual(['da/common', 'da/home', 'da/common']);
  });

  it('forgets a failed read so the next page load tries again', async () => {
    let fail = true;
    const source: TranslationSource = {
      description: 'flaky source',
      async read() {
        if (fail) throw new Error('store down');
        return { ok: true };
      },
    };
    const loader = createTranslationLoader({ source, cacheTtlMs: 60_000 });
    await expect(loader.load('sv', ['common'])).rejects.toThrow('store down');
    fail = false;
    await expect(loader.load('sv', ['common'])).resolves.toEqual({ common: { ok: true } });
  });
});
