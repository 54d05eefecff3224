export type UserStatus = 'loading' | 'authenticated' | 'notAuthenticated';

/**
 * docs/product.md#auth-and-session: loading, authenticated (the profile fetch succeeded) or notAuthenticated (it failed).
 * `signedIn` is the stored marker: null while it cannot be read yet (server render, hydration);
 * without it there is no session, so the profile is not even fetched.
 */
export function deriveUserStatus(signedIn: boolean | null, profile: { isSuccess: boolean; isError: boolean }): UserStatus {
  if (signedIn === null) return 'loading';
  if (!signedIn) return 'notAuthenticated';
  if (profile.isSuccess) return 'authenticated';
  if (profile.isError) return 'notAuthenticated';
  return 'loading';
}
