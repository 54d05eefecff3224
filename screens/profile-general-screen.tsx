import { useCallback } from 'react';
import { Stack } from '@/components/ui/stack';
import { useAuth } from '@/features/auth/auth-provider';
import { DeleteAccount } from '@/features/profile/delete-account';
import { UpdateProfile } from '@/features/profile/update-profile';
import { ScreenHeading } from '@/components/shell/screen-heading';

/** Profile, General (also the profile overview): the owner's data, and deleting the account. */
export function ProfileGeneralScreen({ route }: { route: 'profile' | 'profileGeneral' }) {
  const { logout } = useAuth();
  // The account is gone: sign out completely; the login page then says so (DeleteAccount).
  const onAccountDeleted = useCallback(async () => {
    await logout();
  }, [logout]);
  return (
    <>
      <ScreenHeading route={route} />
      <Stack $gap="xl">
        <UpdateProfile />
        <DeleteAccount onAccountDeleted={onAccountDeleted} />
      </Stack>
    </>
  );
}
