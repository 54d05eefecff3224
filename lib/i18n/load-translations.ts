import { serverEnv, type DeploymentEnv } from '@/config/env';
import type { Locale } from '@/config/locales';
import { freshnessStepSeconds, TRANSLATION_BLOB_MAX_BYTES, TRANSLATION_BUILD_PROBE_TIMEOUT_MS } from '@/config/translations';
import { createBlobTranslationSource, type BlobStoreSettings } from '@/lib/i18n/blob-source';
import { createBuildFallbackSource, isBuildPhase } from '@/lib/i18n/build-fallback';
import { createFileTranslationSource } from '@/lib/i18n/file-source';
import type { TranslationNamespace } from '@/lib/i18n/namespace-json';
import type { RetryOptions } from '@/lib/i18n/retry';
import type { TranslationSource } from '@/lib/i18n/translation-source';
import { createTtlCache } from '@/lib/i18n/ttl-cache';

/*
 * The one place translations are read, on the server (getStaticProps via lib/page/static-props.ts):
 * from the blob store when TRANSLATIONS_BLOB_CONNECTION_STRING is set, else from locales/<lng>/<ns>.json.
 * Loaded namespaces are cached for half the revalidation window (pages regenerate as often), so a changed blob reaches a page
 * at its next regeneration after that, without a rebuild or restart.
 * Exception: the routes namespace is also compiled into lib/routing/route-paths.ts, because the
 * proxy needs the localised paths before any page loads; a path change needs a deploy.
 */

export type Namespace = string;
export type TranslationResources = Record<Namespace, TranslationNamespace>;

export interface TranslationLoaderOptions {
  source: TranslationSource;
  /** How long a loaded namespace is reused. */
  cacheTtlMs: number;
  now?: () => number;
  /** Receives one line per namespace actually read (not per cache hit). */
  log?: (line: string) => void;
}

export interface TranslationLoader {
  load(locale: Locale, namespaces: readonly Namespace[]): Promise<TranslationResources>;
}

export function createTranslationLoader({ source, cacheTtlMs, now, log }: TranslationLoaderOptions): TranslationLoader {
  const cache = createTtlCache<TranslationNamespace>(cacheTtlMs, now);
  return {
    async load(locale, namespaces) {
      const entries = await Promise.all(
        namespaces.map(async (ns) => {
          const { value, loaded } = cache.get(`${locale}/${ns}`, () => source.read(locale, ns));
          if (loaded) log?.(`[translations] ${locale}/${ns} from ${source.description}`);
          return [ns, await value] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
  };
}

/**
 * The source the environment asks for: the blob store if a SAS URL (the server's read-only
 * credential) or a connection string is set, else the repository's files. During `next build`, a
 * store that cannot be reached makes the build use the repository's files (build-fallback.ts).
 */
export function translationSourceFromEnv(env: DeploymentEnv, retry?: RetryOptions, building = isBuildPhase()): TranslationSource {
  if (!env.TRANSLATIONS_BLOB_SAS_URL && !env.TRANSLATIONS_BLOB_CONNECTION_STRING) return createFileTranslationSource();
  const settings: BlobStoreSettings = {
    sasUrl: env.TRANSLATIONS_BLOB_SAS_URL,
    connectionString: env.TRANSLATIONS_BLOB_SAS_URL ? undefined : env.TRANSLATIONS_BLOB_CONNECTION_STRING,
    container: env.TRANSLATIONS_BLOB_CONTAINER,
    prefix: env.TRANSLATIONS_BLOB_PREFIX,
  };
  const primary = createBlobTranslationSource(settings, retry);
  if (!building) return primary;
  return createBuildFallbackSource({
    primary,
    probe: createBlobTranslationSource(settings, { ...retry, maxRetries: 0 }, TRANSLATION_BLOB_MAX_BYTES, TRANSLATION_BUILD_PROBE_TIMEOUT_MS),
    fallback: createFileTranslationSource(),
  });
}

const developmentLog = process.env.NODE_ENV === 'development' ? (line: string) => console.info(line) : undefined;

/** The loader the environment asks for, its cache lasting the revalidation window. Logs in development only. */
export function translationLoaderFromEnv(env: DeploymentEnv, log = developmentLog): TranslationLoader {
  return createTranslationLoader({
    source: translationSourceFromEnv(env),
    cacheTtlMs: freshnessStepSeconds(env.TRANSLATIONS_REVALIDATE_SECONDS) * 1000,
    log,
  });
}

// Kept on globalThis: Next bundles each page's server code separately (seen in `next dev`), and a
// module-level loader would give every page its own cache and its own reads of the same blobs.
const LOADER_KEY = Symbol.for('owner-portal.translation-loader');
type LoaderHolder = typeof globalThis & { [LOADER_KEY]?: TranslationLoader };

/** Server only: the translations of the given namespaces in one language. Throws a TranslationLoadError on failure. */
export async function loadTranslations(locale: Locale, namespaces: readonly Namespace[]): Promise<TranslationResources> {
  const holder = globalThis as LoaderHolder;
  holder[LOADER_KEY] ??= translationLoaderFromEnv(serverEnv());
  return holder[LOADER_KEY].load(locale, namespaces);
}
