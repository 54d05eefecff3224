import styled from 'styled-components';
import type { DateRangeChoice } from '@/lib/date-range';
import { GiftCardShop } from './gift-card-shop';
import { LoyaltyAccountCard } from './loyalty-account-card';
import { MyGiftCards } from './my-gift-cards';
import { PointsHistory } from './points-history';

const Stack = styled.div`
  display: grid;
  gap: 2.5rem;
  margin-top: 1rem;
`;

/**
 * The rewards page's Points tab: the loyalty account, the points history of a period, the gift
 * card shop and the owner's gift cards. Loaded on its own (next/dynamic) only when the tab opens.
 */
export default function PointsView({ range, onRangeChange }: { range: DateRangeChoice; onRangeChange: (next: DateRangeChoice) => void }) {
  return (
    <Stack>
      <LoyaltyAccountCard />
      <GiftCardShop />
      <MyGiftCards />
      <PointsHistory range={range} onRangeChange={onRangeChange} />
    </Stack>
  );
}
