import { useTranslation } from 'react-i18next';
import type { Publication } from '@/api-client/publications/publications-api';
import { formatDate } from '@/lib/format';
import { useSite } from '@/lib/site-context';

/** "Valid 1.11.2026 – 5.1.2027", or from a date "until further notice" when the reward has no end. */
export function RewardValidity({ reward }: { reward: Pick<Publication, 'publishedAt' | 'validTo'> }) {
  const { t } = useTranslation('rewards');
  const { locale } = useSite();
  const from = formatDate(reward.publishedAt, locale);
  return (
    <>
      {reward.validTo
        ? t('validity.range', { from, to: formatDate(reward.validTo, locale) })
        : t('validity.open', { from })}
    </>
  );
}
