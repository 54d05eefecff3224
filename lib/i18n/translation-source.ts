import type { Locale } from '@/config/locales';
import type { TranslationNamespace } from '@/lib/i18n/namespace-json';

/** Where translations come from: the blob store or the repository's files. */
export interface TranslationSource {
  /** Said in the development log, e.g. "blob store (container translations)". Never holds secrets. */
  readonly description: string;
  read(locale: Locale, namespace: string): Promise<TranslationNamespace>;
}

/** Thrown when a namespace finally cannot be loaded; the page or build fails with it. */
export class TranslationLoadError extends Error {
  constructor(
    readonly locale: string,
    readonly namespace: string,
    /** The blob name or repository file that was read. */
    readonly location: string,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(
      `Could not load translations ${locale}/${namespace} from ${location}: ${describeFailure(cause)}` +
        (attempts > 1 ? ` (${attempts} attempts)` : ''),
      { cause },
    );
    this.name = 'TranslationLoadError';
  }
}

/** A short reason for a failed read: HTTP status and error code when there are any, then the message. */
export function describeFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { statusCode, code, message } = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  const parts = [
    typeof statusCode === 'number' ? `HTTP ${statusCode}` : undefined,
    typeof code === 'string' ? code : undefined,
    // Azure's messages for error statuses repeat the XML body; the first line is enough.
    typeof message === 'string' && message ? message.split('\n')[0] : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? [...new Set(parts)].join(' ') : 'unknown error';
}
