import { CookiePolicy } from '@/features/legal/cookie-policy';
import { PolicyHeader } from '@/features/legal/policy-sections';

/** The internal cookie policy (shown when the site has no external one). */
export function CookiesScreen() {
  return (
    <>
      <PolicyHeader route="cookies" intro="cookiesIntro" />
      <CookiePolicy />
    </>
  );
}
