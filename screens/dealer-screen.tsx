import styled from 'styled-components';
import { ScreenHeading } from '@/components/shell/screen-heading';
import { DealerFinder } from '@/features/dealer/dealer-finder';
import { PreferredDealers } from '@/features/dealer/preferred-dealers';

const Page = styled.div`
  display: grid;
  gap: 2.5rem;
`;

/** The dealer finder: the owner's own dealers first, then search. */
export function DealerScreen() {
  return (
    <Page>
      <ScreenHeading route="dealer" spaced={false} />
      <PreferredDealers />
      <DealerFinder />
    </Page>
  );
}
