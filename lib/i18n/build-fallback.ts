import { isRetryableError } from '@/lib/i18n/retry';
import { describeFailure, type TranslationSource } from '@/lib/i18n/translation-source';

export interface BuildFallbackOptions {
  /** The blob store, read as at run time (with its retries). */
  primary: TranslationSource;
  /** The same store with one short attempt and no retries: tells whether it can be reached at all. */
  probe: TranslationSource;
  /** The repository's files. */
  fallback: TranslationSource;
  /** Told once when the build falls back. */
  warn?: (line: string) => void;
}

/**
 * For `next build` only: the first read is one quick attempt at the blob store. If the store
 * cannot be reached (no answer, a refused connection, a 5xx), every page of this build process is
 * generated from the repository's locales/ files, with one warning, instead of each page retrying
 * for a minute and the build failing. A store that answers is used as usual, and a real content
 * problem (a missing namespace, bad JSON) still fails the build. The running server never falls
 * back: it keeps serving a page's last good version while the store is down.
 */
export function createBuildFallbackSource({ primary, probe, fallback, warn = console.warn }: BuildFallbackOptions): TranslationSource {
  let decided: Promise<TranslationSource> | undefined;
  const decide = (locale: Parameters<TranslationSource['read']>[0], namespace: string) =>
    (decided ??= probe.read(locale, namespace).then(
      () => primary,
      (error: unknown) => {
        const cause = (error as { cause?: unknown }).cause ?? error;
        if (!isRetryableError(cause)) return primary;
        warn(
          `[translations] ${primary.description} cannot be reached during the build (${describeFailure(cause)}): ` +
            "this build's pages use the repository's locales/ files and take the store's text when they regenerate.",
        );
        return fallback;
      },
    ));
  return {
    get description() {
      return primary.description;
    },
    async read(locale, namespace) {
      const source = await decide(locale, namespace);
      return source.read(locale, namespace);
    },
  };
}

/** Whether this process is `next build` (Next sets NEXT_PHASE for the build and its page workers). */
export function isBuildPhase(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NEXT_PHASE === 'phase-production-build';
}
