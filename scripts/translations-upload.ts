import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from '@/config/env';
import { isLocale } from '@/config/locales';
import { createContainerClient, translationBlobName } from '@/lib/i18n/blob-source';
import { translationFilePath } from '@/lib/i18n/file-source';
import { parseNamespace } from '@/lib/i18n/namespace-json';

/*
 * Uploads the repository's translations (the source of truth) to the blob store the portal
 * reads them from: every locales/<language>/<namespace>.json as {prefix}<language>/<namespace>.json.
 * `npm run translations:upload` uses the TRANSLATIONS_BLOB_* settings; the dev/demo/test stack
 * calls uploadTranslations() against its Azurite.
 */

export interface UploadTranslationsOptions {
  connectionString: string;
  container: string;
  prefix?: string;
  /** Project root holding locales/; default the working directory. */
  rootDir?: string;
}

export interface UploadSummary {
  container: string;
  blobs: string[];
  languages: string[];
  namespaces: string[];
}

interface TranslationFile {
  locale: string;
  namespace: string;
  content: string;
}

/** Reads and validates every translation file before anything is uploaded, so a broken file uploads nothing. */
async function readTranslationFiles(rootDir: string): Promise<TranslationFile[]> {
  const localesDir = path.join(rootDir, 'locales');
  const files: TranslationFile[] = [];
  for (const entry of await readdir(localesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (!isLocale(entry.name)) throw new Error(`locales/${entry.name}/ is not a known language (see config/locales.ts)`);
    for (const name of (await readdir(path.join(localesDir, entry.name))).sort()) {
      if (!name.endsWith('.json')) continue;
      const namespace = name.slice(0, -'.json'.length);
      const relative = translationFilePath(entry.name, namespace);
      const content = await readFile(path.join(rootDir, relative), 'utf8');
      parseNamespace(content, relative);
      files.push({ locale: entry.name, namespace, content });
    }
  }
  if (files.length === 0) throw new Error('No translation files found under locales/');
  return files;
}

export async function uploadTranslations({
  connectionString,
  container,
  prefix = '',
  rootDir = process.cwd(),
}: UploadTranslationsOptions): Promise<UploadSummary> {
  const files = await readTranslationFiles(rootDir);
  const client = createContainerClient({ connectionString, container, prefix });
  await client.createIfNotExists();
  const blobs = await Promise.all(
    files.map(async ({ locale, namespace, content }) => {
      const blobName = translationBlobName(prefix, locale, namespace);
      const body = Buffer.from(content, 'utf8');
      await client.getBlockBlobClient(blobName).upload(body, body.length, {
        blobHTTPHeaders: { blobContentType: 'application/json; charset=utf-8' },
      });
      return blobName;
    }),
  );
  return {
    container,
    blobs,
    languages: [...new Set(files.map((file) => file.locale))],
    namespaces: [...new Set(files.map((file) => file.namespace))].sort(),
  };
}

async function main() {
  const env = serverEnv();
  if (!env.TRANSLATIONS_BLOB_CONNECTION_STRING) {
    throw new Error('TRANSLATIONS_BLOB_CONNECTION_STRING is not set: nothing to upload to (see .env.example)');
  }
  const started = Date.now();
  const summary = await uploadTranslations({
    connectionString: env.TRANSLATIONS_BLOB_CONNECTION_STRING,
    container: env.TRANSLATIONS_BLOB_CONTAINER,
    prefix: env.TRANSLATIONS_BLOB_PREFIX,
  });
  const where = env.TRANSLATIONS_BLOB_PREFIX ? `${summary.container}/${env.TRANSLATIONS_BLOB_PREFIX}` : summary.container;
  console.log(
    `Uploaded ${summary.blobs.length} translation files (${summary.languages.join(', ')}; ${summary.namespaces.length} namespaces) to container "${where}" in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`translations:upload failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
