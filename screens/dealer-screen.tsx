import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DealerFinder } from '@/features/dealer/dealer-finder';
import { PreferredDealers } from '@/features/dealer/preferred-dealers';

const Page = styled.div`
  display: grid;
  gap: 2.5rem;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The dealer finder: the owner's own dealers first, then search. */
export function DealerScreen() {
  const { t } = useTranslation('dealer');
  return (
    <Page>
      <div>
        <h1>{t('common:pageTitle.dealer')}</h1>
        <Intro>{t('intro')}</Intro>
      </div>
      <PreferredDealers />
      <DealerFinder />
    </Page>
  );
}
