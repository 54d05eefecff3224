/**
 * @jest-environment node
 * @msw off
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import { parseEnv } from '@/config/env';
import { TRANSLATION_BLOB_MAX_BYTES } from '@/config/translations';
import { createBlobTranslationSource } from '@/lib/i18n/blob-source';
import { translationLoaderFromEnv, translationSourceFromEnv } from '@/lib/i18n/load-translations';
import { azuriteContainerSasUrl, probeAzurite, startAzurite, type RunningAzurite } from '@/scripts/services/azurite';
import { uploadTranslations } from '@/scripts/translations-upload';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('translations in a real Azurite', () => {
  let port: number;
  let azurite: RunningAzurite;

  beforeAll(async () => {
    port = await freePort();
    azurite = await startAzurite({ host: '127.0.0.1', port });
  });

  afterAll(async () => {
    await azurite?.stop();
  });

  it('started its own Azurite, and a second start reuses it', async () => {
    expect(azurite.reused).toBe(false);
    const second = await startAzurite({ host: '127.0.0.1', port });
    expect(second.reused).toBe(true);
    expect(second.connectionString).toBe(azurite.connectionString);
    await second.stop();
    expect(await probeAzurite('127.0.0.1', port)).toBe('azurite');
  });

  it('uploads the repository files, serves them through the loader and shows a changed blob after the revalidation window', async () => {
    const container = 'translations-it';
    const prefix = 'portal/';
    const summary = await uploadTranslations({ connectionString: azurite.connectionString, container, prefix });
    expect(summary.languages.sort()).toEqual(['da', 'en', 'no', 'sv']);
    expect(summary.blobs).toContain('portal/da/common.json');

    const blobs = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(container);
    const properties = await blobs.getBlobClient('portal/sv/common.json').getProperties();
    expect(properties.contentType).toMatch(/^application\/json/);

    const env = parseEnv({
      TRANSLATIONS_BLOB_CONNECTION_STRING: azurite.connectionString,
      TRANSLATIONS_BLOB_CONTAINER: container,
      TRANSLATIONS_BLOB_PREFIX: prefix,
      TRANSLATIONS_REVALIDATE_SECONDS: '1',
    });
    const log: string[] = [];
    const loader = translationLoaderFromEnv(env, (line) => log.push(line));

    const repositoryCommon = JSON.parse(await readFile(path.join(process.cwd(), 'locales/da/common.json'), 'utf8'));
    const first = await loader.load('da', ['common', 'routes']);
    expect(first.common).toEqual(repositoryCommon);
    expect(Object.keys(first)).toEqual(['common', 'routes']);
    expect(log).toEqual([
      '[translations] da/common from blob store (container translations-it, prefix portal/)',
      '[translations] da/routes from blob store (container translations-it, prefix portal/)',
    ]);

    const changed = { ...repositoryCommon, skipToContent: 'Ændret i blob-lageret' };
    const body = JSON.stringify(changed);
    await blobs.getBlockBlobClient('portal/da/common.json').upload(body, Buffer.byteLength(body));

    // Within the window the cached namespace is served without asking the store again.
    expect((await loader.load('da', ['common'])).common).toEqual(repositoryCommon);
    expect(log).toHaveLength(2);

    await sleep(1100);
    expect((await loader.load('da', ['common'])).common).toEqual(changed);
    expect(log).toHaveLength(3);
  });

  it("reads with the server's read-and-list SAS URL, which cannot write", async () => {
    const container = 'translations-sas';
    await uploadTranslations({ connectionString: azurite.connectionString, container, prefix: '' });
    const sasUrl = azuriteContainerSasUrl('127.0.0.1', port, container);
    const source = translationSourceFromEnv(parseEnv({ TRANSLATIONS_BLOB_SAS_URL: sasUrl }), {}, false);
    expect(source.description).toBe('blob store (container translations-sas)');
    const repositoryCommon = JSON.parse(await readFile(path.join(process.cwd(), 'locales/sv/common.json'), 'utf8'));
    expect(await source.read('sv', 'common')).toEqual(repositoryCommon);
    // The same token is refused a write.
    const { ContainerClient } = await import('@azure/storage-blob');
    const writer = new ContainerClient(sasUrl).getBlockBlobClient('sv/common.json');
    await expect(writer.upload('{}', 2)).rejects.toMatchObject({ statusCode: 403 });
    expect(await source.read('sv', 'common')).toEqual(repositoryCommon);
  });

  it('a build with the blob store unreachable uses the repository files at once and says so', async () => {
    const closed = await freePort();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const env = parseEnv({ TRANSLATIONS_BLOB_SAS_URL: azuriteContainerSasUrl('127.0.0.1', closed, 'translations') });
      const source = translationSourceFromEnv(env, undefined, true);
      const started = Date.now();
      const [da, sv] = await Promise.all([source.read('da', 'common'), source.read('sv', 'login')]);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(da).toEqual(JSON.parse(await readFile(path.join(process.cwd(), 'locales/da/common.json'), 'utf8')));
      expect(sv).toEqual(JSON.parse(await readFile(path.join(process.cwd(), 'locales/sv/login.json'), 'utf8')));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/cannot be reached during the build .*locales\//);
      // Not a build (the running server): the same unreachable store is an error, not the files.
      await expect(translationSourceFromEnv(env, { maxRetries: 0 }, false).read('da', 'common')).rejects.toThrow(/Could not load translations da\/common/);
    } finally {
      warn.mockRestore();
    }
  });

  it('a build with a reachable store still fails on a missing namespace instead of hiding it', async () => {
    const env = parseEnv({ TRANSLATIONS_BLOB_SAS_URL: azuriteContainerSasUrl('127.0.0.1', port, 'translations-sas') });
    await expect(translationSourceFromEnv(env, { maxRetries: 0 }, true).read('da', 'no-such-namespace')).rejects.toThrow(/HTTP 404/);
  });

  it('refuses a blob over the size limit, without retrying it', async () => {
    const container = 'translations-big';
    const blobs = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(container);
    await blobs.createIfNotExists();
    const big = JSON.stringify({ filler: 'x'.repeat(TRANSLATION_BLOB_MAX_BYTES) });
    await blobs.getBlockBlobClient('da/common.json').upload(big, Buffer.byteLength(big));
    const source = createBlobTranslationSource({ connectionString: azurite.connectionString, container, prefix: '' });
    await expect(source.read('da', 'common')).rejects.toThrow(
      new RegExp(`from blob "da/common.json": the blob is larger than ${TRANSLATION_BLOB_MAX_BYTES} bytes \\(\\d+ bytes\\); refused$`),
    );
    // Under the limit, the same blob is read.
    const generous = createBlobTranslationSource({ connectionString: azurite.connectionString, container, prefix: '' }, {}, 2 * TRANSLATION_BLOB_MAX_BYTES);
    expect((await generous.read('da', 'common')).filler).toHaveLength(TRANSLATION_BLOB_MAX_BYTES);
  });

  it('fails naming language, namespace and blob when a namespace is missing', async () => {
    const env = parseEnv({
      TRANSLATIONS_BLOB_CONNECTION_STRING: azurite.connectionString,
      TRANSLATIONS_BLOB_CONTAINER: 'translations-it',
      TRANSLATIONS_BLOB_PREFIX: 'portal/',
    });
    await expect(translationLoaderFromEnv(env, undefined).load('sv', ['no-such-namespace'])).rejects.toThrow(
      'Could not load translations sv/no-such-namespace from blob "portal/sv/no-such-namespace.json": HTTP 404',
    );
  });

  it('uploads nothing when a file is not valid JSON', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'translations-'));
    try {
      await mkdir(path.join(root, 'locales', 'da'), { recursive: true });
      await writeFile(path.join(root, 'locales', 'da', 'aaa.json'), '{"fine": "ja"}');
      await writeFile(path.join(root, 'locales', 'da', 'broken.json'), '{"title": ');
      await expect(
        uploadTranslations({ connectionString: azurite.connectionString, container: 'translations-broken', rootDir: root }),
      ).rejects.toThrow('locales/da/broken.json is not valid JSON');
      const exists = await BlobServiceClient.fromConnectionString(azurite.connectionString)
        .getContainerClient('translations-broken')
        .exists();
      expect(exists).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('stops the Azurite it started and leaves the port closed', async () => {
    await azurite.stop();
    // On a busy machine the port can still answer with a reset for a moment as the process goes.
    let answer = await probeAzurite('127.0.0.1', port);
    for (let attempt = 0; answer !== 'none' && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await probeAzurite('127.0.0.1', port);
    }
    expect(answer).toBe('none');
  });
});
