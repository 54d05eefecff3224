import { UpdateConsents } from '@/features/profile/update-consents';
import { ProfileScreenHeading } from './profile-screen-heading';

/** Profile, Consent: each consent with its text, version and a switch. */
export function ProfileConsentScreen() {
  return (
    <>
      <ProfileScreenHeading route="profileConsent" intro="profile:consent.intro" />
      <UpdateConsents />
    </>
  );
}
