import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { CheckIcon } from '@/components/ui/icons/check-icon';
import type { Publication } from '@/api-client/publications/publications-api';

/** The marks' row: a mark's height even when there is none, so every card's title starts at the same place. */
export const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  min-height: 1.625rem;
`;

/** Marks on a reward: recommended (highlight), from a partner (external), claimed. */
export function RewardBadges({ reward, claimed }: { reward: Pick<Publication, 'isHighlight' | 'isExternal'>; claimed: boolean }) {
  const { t } = useTranslation('rewards');
  return (
    <BadgeRow>
      {reward.isHighlight && <Badge tone="accent">{t('badge.highlight')}</Badge>}
      {reward.isExternal && <Badge>{t('badge.external')}</Badge>}
      {claimed && (
        <Badge tone="success">
          <CheckIcon size={14} /> {t('badge.claimed')}
        </Badge>
      )}
    </BadgeRow>
  );
}
