/**
 * Translation loading policy (spec §8, §9). A 5xx answer or a network failure is retried up to
 * TRANSLATION_MAX_RETRIES times, waiting TRANSLATION_RETRY_BASE_DELAY_MS and doubling each time
 * (350, 700, 1400, 2800, 5600 ms); a 4xx is not retried.
 */
export const TRANSLATION_MAX_RETRIES = 5;
export const TRANSLATION_RETRY_BASE_DELAY_MS = 350;
