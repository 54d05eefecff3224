import { useCallback } from 'react';
import type { TokenPair } from '@/api-client/identity/identity-api';
import { Stack } from '@/components/ui/stack';
import { useAuth } from '@/features/auth/auth-provider';
import { ChangeEmail } from '@/features/profile/change-email';
import { ChangePassword } from '@/features/profile/change-password';
import { ScreenHeading } from '@/components/shell/screen-heading';

/** Profile, Security: change email and change password. */
export function ProfileSecurityScreen() {
  const { startSession } = useAuth();
  // The backend rotated the refresh token and revoked every other session: keep this one going.
  const onPasswordChanged = useCallback(
    (tokens: TokenPair) => startSession({ accessToken: tokens.accessToken.token, refreshToken: tokens.refreshToken.token }),
    [startSession],
  );
  return (
    <>
      <ScreenHeading route="profileSecurity" />
      <Stack $gap="xl">
        <ChangeEmail />
        <ChangePassword onPasswordChanged={onPasswordChanged} />
      </Stack>
    </>
  );
}
