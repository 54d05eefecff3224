/**
 * Translation loading policy (docs/product.md#errors, #constants). A 5xx answer or a network failure is retried up to
 * TRANSLATION_MAX_RETRIES times, waiting TRANSLATION_RETRY_BASE_DELAY_MS and doubling each time
 * (350, 700, 1400, 2800, 5600 ms); a 4xx is not retried.
 */
export const TRANSLATION_MAX_RETRIES = 5;
export const TRANSLATION_RETRY_BASE_DELAY_MS = 350;

/**
 * Pages regenerate, and loaded namespaces are re-read, every half revalidation window, so a
 * translation edited in the blob store is live within one window (the two steps add up).
 */
export function freshnessStepSeconds(revalidateSeconds: number): number {
  return Math.max(1, Math.ceil(revalidateSeconds / 2));
}

/**
 * A translation blob larger than this is refused, never read into memory: a namespace is a few
 * kilobytes, so anything this size is a mistake or an attack on the store.
 */
export const TRANSLATION_BLOB_MAX_BYTES = 512 * 1024;

/**
 * During `next build`, one quick look at the blob store before the pages are generated: when it
 * does not answer within this time (or refuses the connection), the build uses the repository's
 * locales/ files instead of retrying for every page, and says so (lib/i18n/build-fallback.ts).
 */
export const TRANSLATION_BUILD_PROBE_TIMEOUT_MS = 3_000;
