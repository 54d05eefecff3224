import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import type { Locale } from '@/config/locales';
import { parseNamespace } from '@/lib/i18n/namespace-json';
import { withRetry, type RetryOptions } from '@/lib/i18n/retry';
import { TranslationLoadError, type TranslationSource } from '@/lib/i18n/translation-source';

export interface BlobStoreSettings {
  connectionString: string;
  container: string;
  /** Folder inside the container, empty or ending in "/". */
  prefix: string;
}

/** Per-attempt timeout, so a blob store that accepts the connection and never answers still fails (and is retried). */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** The blob holding a namespace: `{prefix}{language}/{namespace}.json`. The upload script writes the same names. */
export function translationBlobName(prefix: string, locale: string, namespace: string): string {
  return `${prefix}${locale}/${namespace}.json`;
}

export function createContainerClient(settings: BlobStoreSettings): ContainerClient {
  // One try per SDK call: our retry policy (docs/product.md#errors, #constants) owns retries and their delays.
  const service = BlobServiceClient.fromConnectionString(settings.connectionString, {
    retryOptions: { maxTries: 1, tryTimeoutInMs: ATTEMPT_TIMEOUT_MS },
  });
  return service.getContainerClient(settings.container);
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads namespaces from Azure Blob Storage (or Azurite), retrying 5xx and network failures. */
export function createBlobTranslationSource(settings: BlobStoreSettings, retry: RetryOptions = {}): TranslationSource {
  let container: ContainerClient | undefined;
  const description = `blob store (container ${settings.container}${settings.prefix ? `, prefix ${settings.prefix}` : ''})`;
  return {
    description,
    async read(locale: Locale, namespace: string) {
      container ??= createContainerClient(settings);
      const client = container;
      const blobName = translationBlobName(settings.prefix, locale, namespace);
      let attempts = 0;
      try {
        const text = await withRetry(async (attempt) => {
          attempts = attempt;
          const response = await client.getBlobClient(blobName).download();
          if (!response.readableStreamBody) throw new Error('the blob store answered without a body');
          return readStream(response.readableStreamBody);
        }, retry);
        return parseNamespace(text, 'the blob');
      } catch (error) {
        throw new TranslationLoadError(locale, namespace, `blob "${blobName}"`, attempts, error);
      }
    },
  };
}
