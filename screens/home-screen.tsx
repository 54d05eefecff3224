import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { PreferredServiceDealer } from '@/features/dealer/preferred-service-dealer';
import { Greeting } from '@/features/home/greeting';
import { HighlightedRewards } from '@/features/home/highlighted-rewards';
import { LatestNews } from '@/features/home/latest-news';
import { PointsBalance } from '@/features/loyalty/points-balance';
import { VehicleSummaries } from '@/features/vehicles/vehicle-summaries';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Home: the owner's cars, service dealer, points, highlighted rewards and news; each section loads on its own. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  return (
    <>
      <Greeting />
      <Intro>{t('intro')}</Intro>
      <Grid>
        <Column>
          <VehicleSummaries />
          <HighlightedRewards />
          <LatestNews />
        </Column>
        <Column>
          <PreferredServiceDealer />
          <PointsBalance />
        </Column>
      </Grid>
    </>
  );
}
