import { useSyncExternalStore } from 'react';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { deriveUserStatus, type UserStatus } from '@/lib/auth/user-status';
import { useAuth } from './auth-provider';

function subscribeToOtherTabs(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Whether this browser holds a session: null until it can be read (server render, hydration). */
export function useSignedInMarker(): boolean | null {
  const { session, sessionVersion } = useAuth();
  return useSyncExternalStore(
    subscribeToOtherTabs,
    // sessionVersion makes this snapshot change whenever this tab signs in or out.
    () => (sessionVersion >= 0 ? session.isSignedIn() : false),
    () => null,
  );
}

/** The owner's status from one place: the stored marker plus the profile query ('user-profile'). */
export function useUserStatus(): UserStatus {
  const signedIn = useSignedInMarker();
  const profile = useProfile({ enabled: signedIn === true });
  return deriveUserStatus(signedIn, profile);
}
