import { PolicyHeader } from '@/features/legal/policy-sections';
import { PrivacyPolicy } from '@/features/legal/privacy-policy';

/** The internal privacy policy (linked when the site's internalPrivacyPolicy is on). */
export function PrivacyScreen() {
  return (
    <>
      <PolicyHeader route="privacy" intro="privacyIntro" />
      <PrivacyPolicy />
    </>
  );
}
