import { useTranslation } from 'react-i18next';
import { useSignedInMarker } from '@/features/auth/use-user-status';
import { InvitationSection } from '@/features/email-links/invitation-section';

/** The invitation link's landing page (docs/product.md#e-mail-landing-pages). */
export function InvitationScreen() {
  const { t } = useTranslation('common');
  // A browser that holds a session is led home rather than to login.
  const signedIn = useSignedInMarker();
  return (
    <>
      <h1>{t('pageTitle.invitation')}</h1>
      <InvitationSection signedIn={signedIn === true} />
    </>
  );
}
