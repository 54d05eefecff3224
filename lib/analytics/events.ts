/**
 * The event the cookie page sends to open the consent dialog again (lib/analytics/scripts.ts).
 * Its own module, so the app shell can wake the deferred consent banner on it
 * (components/shell/after-load.tsx) without loading the analytics code.
 */
export const OPEN_CONSENT_EVENT = 'owner-portal:open-consent';
