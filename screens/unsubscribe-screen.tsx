import { useTranslation } from 'react-i18next';
import { UnsubscribeSection } from '@/features/email-links/unsubscribe-section';

/** The unsubscribe link's landing page (docs/product.md#e-mail-landing-pages). */
export function UnsubscribeScreen() {
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t('pageTitle.unsubscribe')}</h1>
      <UnsubscribeSection />
    </>
  );
}
