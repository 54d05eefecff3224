import { RETURN_AFTER_ACTIVATION_KEY, RETURN_AFTER_ACTIVATION_MAX_AGE_MS } from '@/config/auth';
import type { Locale } from '@/config/locales';
import { safeReturnPath } from '@/lib/routing/return-path';

/**
 * The address a new owner was going to when they signed up (docs/product.md#deep-links), kept in
 * this browser's localStorage until their activation link is opened, in whichever tab: sign-up
 * keeps it, activation takes it once. What is read back is checked again as any return address
 * (storage is no more trusted than a URL); an unreadable storage keeps nothing and never fails.
 */
export function rememberReturnAfterActivation(storage: Storage, returnPath: string | undefined, now = Date.now()): void {
  try {
    if (returnPath) storage.setItem(RETURN_AFTER_ACTIVATION_KEY, JSON.stringify({ path: returnPath, at: now }));
    else storage.removeItem(RETURN_AFTER_ACTIVATION_KEY);
  } catch {
    // Storage refused: the new owner lands on home after activation.
  }
}

/** The kept address, when there is one younger than RETURN_AFTER_ACTIVATION_MAX_AGE_MS and still a page of this site; removed. */
export function takeReturnAfterActivation(storage: Storage, site: { locales: readonly Locale[] }, now = Date.now()): string | undefined {
  try {
    const raw = storage.getItem(RETURN_AFTER_ACTIVATION_KEY);
    storage.removeItem(RETURN_AFTER_ACTIVATION_KEY);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof kept.at !== 'number' || now - kept.at > RETURN_AFTER_ACTIVATION_MAX_AGE_MS || kept.at > now) return undefined;
    return safeReturnPath(kept.path, site);
  } catch {
    return undefined;
  }
}
