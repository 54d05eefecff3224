import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { PreferredServiceDealer } from '@/features/dealer/preferred-service-dealer';
import { Greeting } from '@/features/home/greeting';
import { HighlightedRewards } from '@/features/home/highlighted-rewards';
import { LatestNews } from '@/features/home/latest-news';
import { PointsBalance } from '@/features/loyalty/points-balance';
import { VehicleSummaries } from '@/features/vehicles/vehicle-summaries';

/**
 * Home's places (docs/design.md#home). On a desktop the cars and their quick actions take two
 * rows on the left, the workshop and the points share them on the right (stretched to the cars'
 * height), and rewards and news each take a whole row: no cell is left empty whatever a section's
 * height. On a phone one column, the car and its quick actions first.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  grid-template-areas:
    'cars dealer'
    'cars points'
    'rewards rewards'
    'news news';
  gap: 1.5rem;

  /* An owner outside the loyalty programme has no points section: the workshop takes both rows. */
  [data-area='points']:empty {
    display: none;
  }
  &:has([data-area='points']:empty) [data-area='dealer'] {
    grid-row: 1 / span 2;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'cars' 'points' 'dealer' 'rewards' 'news';
    gap: 1.25rem;
  }
`;

const PlaceBox = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

function Place({ area, children }: { area: string; children: ReactNode }) {
  return (
    <PlaceBox $area={area} data-area={area}>
      {children}
    </PlaceBox>
  );
}

/** Home: the owner's cars with quick actions, service dealer, points, highlighted rewards and news; each section loads on its own. */
export function HomeScreen() {
  return (
    <>
      <Greeting />
      <Grid>
        <Place area="cars">
          <VehicleSummaries />
        </Place>
        <Place area="dealer">
          <PreferredServiceDealer />
        </Place>
        <Place area="points">
          <PointsBalance />
        </Place>
        <Place area="rewards">
          <HighlightedRewards />
        </Place>
        <Place area="news">
          <LatestNews />
        </Place>
      </Grid>
    </>
  );
}
