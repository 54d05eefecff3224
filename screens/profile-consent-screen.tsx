import { UpdateConsents } from '@/features/profile/update-consents';
import { ScreenHeading } from '@/components/shell/screen-heading';

/** Profile, Consent: each consent with its text, version and a switch. */
export function ProfileConsentScreen() {
  return (
    <>
      <ScreenHeading route="profileConsent" />
      <UpdateConsents />
    </>
  );
}
