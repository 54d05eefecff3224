import { useSyncExternalStore } from 'react';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { deriveUserStatus, type UserStatus } from '@/lib/auth/user-status';
import { useAuth } from './auth-provider';

function subscribeToOtherTabs(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The owner's status from one place: the stored marker plus the profile query ('user-profile'). */
export function useUserStatus(): UserStatus {
  const { session, sessionVersion } = useAuth();
  const signedIn = useSyncExternalStore(
    subscribeToOtherTabs,
    // sessionVersion makes this snapshot change whenever this tab signs in or out.
    () => (sessionVersion >= 0 ? session.isSignedIn() : false),
    () => null,
  );
  const profile = useProfile({ enabled: signedIn === true });
  return deriveUserStatus(signedIn, profile);
}
