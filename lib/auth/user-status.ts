export type UserStatus = 'loading' | 'authenticated' | 'notAuthenticated' | 'unavailable';

/** Statuses with which the backend refuses the session itself (docs/product.md#auth-and-session). */
const REFUSED_STATUSES = new Set([401, 403]);

/** Whether a failed profile fetch means the backend refused the session (not an outage). */
export function isRefusal(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && REFUSED_STATUSES.has(status);
}

/**
 * docs/product.md#auth-and-session: loading, authenticated (the profile fetch succeeded) or notAuthenticated (it failed).
 * "Failed" means the backend refused the session (401/403, or the refresh was refused and the
 * tokens are gone): an outage (5xx, network, timeout) is 'unavailable' instead, so the owner
 * stays where they are and sees an error with retry; and once the profile has loaded, a failed
 * background refetch keeps them authenticated.
 * `signedIn` is the stored marker: null while it cannot be read yet (server render, hydration);
 * without it there is no session, so the profile is not even fetched.
 */
export function deriveUserStatus(
  signedIn: boolean | null,
  profile: { isSuccess: boolean; isError: boolean; data?: unknown; error?: unknown },
): UserStatus {
  if (signedIn === null) return 'loading';
  if (!signedIn) return 'notAuthenticated';
  if (profile.isSuccess) return 'authenticated';
  if (profile.isError) {
    if (isRefusal(profile.error)) return 'notAuthenticated';
    return profile.data !== undefined ? 'authenticated' : 'unavailable';
  }
  return 'loading';
}
