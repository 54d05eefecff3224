import { AnonymousCredential, BlobServiceClient, ContainerClient } from '@azure/storage-blob';
import type { Locale } from '@/config/locales';
import { TRANSLATION_BLOB_MAX_BYTES } from '@/config/translations';
import { parseNamespace } from '@/lib/i18n/namespace-json';
import { withRetry, type RetryOptions } from '@/lib/i18n/retry';
import { TranslationLoadError, type TranslationSource } from '@/lib/i18n/translation-source';

export interface BlobStoreSettings {
  /** The account's connection string (the upload script), or: */
  connectionString?: string;
  /** The container's URL with a read-and-list SAS token (the server). Wins when both are given. */
  sasUrl?: string;
  /** The container's name (with a SAS URL, the URL names it; this is only for messages then). */
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

export function createContainerClient(settings: BlobStoreSettings, attemptTimeoutMs = ATTEMPT_TIMEOUT_MS): ContainerClient {
  // One try per SDK call: our retry policy (docs/product.md#errors, #constants) owns retries and their delays.
  const retryOptions = { maxTries: 1, tryTimeoutInMs: attemptTimeoutMs };
  if (settings.sasUrl) return new ContainerClient(settings.sasUrl, new AnonymousCredential(), { retryOptions });
  if (!settings.connectionString) throw new Error('The blob store needs a SAS URL or a connection string');
  return BlobServiceClient.fromConnectionString(settings.connectionString, { retryOptions }).getContainerClient(settings.container);
}

/** A blob over the size limit: not retried (it will not shrink), and named in the error. */
export class BlobTooLargeError extends Error {
  constructor(size: number | undefined, limit: number) {
    super(`the blob is larger than ${limit} bytes${size === undefined ? '' : ` (${size} bytes)`}; refused`);
    this.name = 'BlobTooLargeError';
  }
}

async function readStream(stream: NodeJS.ReadableStream, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    // The declared length can be missing or wrong: count what actually arrives, too.
    if (size > limit) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      throw new BlobTooLargeError(undefined, limit);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The container a SAS URL names (its last path segment), for messages; never the token. */
function containerNameOf(sasUrl: string): string {
  return new URL(sasUrl).pathname.split('/').filter(Boolean).pop() ?? '?';
}

/** Reads namespaces from Azure Blob Storage (or Azurite), retrying 5xx and network failures. */
export function createBlobTranslationSource(
  settings: BlobStoreSettings,
  retry: RetryOptions = {},
  maxBytes = TRANSLATION_BLOB_MAX_BYTES,
  attemptTimeoutMs = ATTEMPT_TIMEOUT_MS,
): TranslationSource {
  let container: ContainerClient | undefined;
  const containerName = settings.sasUrl ? containerNameOf(settings.sasUrl) : settings.container;
  const description = `blob store (container ${containerName}${settings.prefix ? `, prefix ${settings.prefix}` : ''})`;
  return {
    description,
    async read(locale: Locale, namespace: string) {
      container ??= createContainerClient(settings, attemptTimeoutMs);
      const client = container;
      const blobName = translationBlobName(settings.prefix, locale, namespace);
      let attempts = 0;
      try {
        const text = await withRetry(async (attempt) => {
          attempts = attempt;
          const response = await client.getBlobClient(blobName).download();
          if (!response.readableStreamBody) throw new Error('the blob store answered without a body');
          if (response.contentLength !== undefined && response.contentLength > maxBytes) {
            (response.readableStreamBody as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
            throw new BlobTooLargeError(response.contentLength, maxBytes);
          }
          return readStream(response.readableStreamBody, maxBytes);
        }, retry);
        return parseNamespace(text, 'the blob');
      } catch (error) {
        throw new TranslationLoadError(locale, namespace, `blob "${blobName}"`, attempts, error);
      }
    },
  };
}
