import { useProfile } from '@/api-client/profile/profile-hooks';
import { useAuth } from './auth-provider';

/** What the header shows of the signed-in owner: the name and sign-out. */
export function useOwnerMenu() {
  const { logout } = useAuth();
  const { data: ownerName = '' } = useProfile({ select: (profile) => `${profile.firstName} ${profile.lastName}`.trim() });
  return { ownerName, logout: () => void logout() };
}
