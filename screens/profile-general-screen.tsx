import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { Stack } from '@/components/ui/stack';
import { useAuth } from '@/features/auth/auth-provider';
import { DeleteAccount } from '@/features/profile/delete-account';
import { UpdateProfile } from '@/features/profile/update-profile';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { ProfileScreenHeading } from './profile-screen-heading';

/** Profile, General (also the profile overview): the owner's data, and deleting the account. */
export function ProfileGeneralScreen({ route }: { route: 'profile' | 'profileGeneral' }) {
  const { logout } = useAuth();
  const router = useRouter();
  const href = useRouteHref();
  // The account is gone: sign out completely, then the login page says so.
  const onAccountDeleted = useCallback(async () => {
    await logout();
    await router.replace({ pathname: href('login'), query: { account: 'deleted' } });
  }, [logout, router, href]);
  return (
    <>
      <ProfileScreenHeading route={route} intro="profile:general.intro" />
      <Stack $gap="xl">
        <UpdateProfile />
        <DeleteAccount onAccountDeleted={onAccountDeleted} />
      </Stack>
    </>
  );
}
