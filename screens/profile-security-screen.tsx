import { Stack } from '@/components/ui/stack';
import { useAuth } from '@/features/auth/auth-provider';
import { ChangeEmail } from '@/features/profile/change-email';
import { ChangePassword } from '@/features/profile/change-password';
import { ScreenHeading } from '@/components/shell/screen-heading';

/** Profile, Security: change email and change password. */
export function ProfileSecurityScreen() {
  // Through the portal's server: the backend revokes every other session and this one goes on.
  const { changePassword } = useAuth();
  return (
    <>
      <ScreenHeading route="profileSecurity" />
      <Stack $gap="xl">
        <ChangeEmail />
        <ChangePassword changePassword={changePassword} />
      </Stack>
    </>
  );
}
