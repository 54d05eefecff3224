import { useCallback, useSyncExternalStore } from 'react';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { deriveUserStatus, type UserStatus } from '@/lib/auth/user-status';
import { useAuth } from './auth-provider';

/** Whether this browser holds a session: null until it can be read (server render, hydration). */
export function useSignedInMarker(): boolean | null {
  const { session } = useAuth();
  // This tab's session ending, or another tab signing in or out (storage events).
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = session.subscribe(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onChange);
      };
    },
    [session],
  );
  return useSyncExternalStore(subscribe, session.isSignedIn, () => null);
}

/** The owner's status from one place: the stored marker plus the profile query ('user-profile'). */
export function useUserStatus(): UserStatus {
  const signedIn = useSignedInMarker();
  const profile = useProfile({ enabled: signedIn === true });
  return deriveUserStatus(signedIn, profile);
}
