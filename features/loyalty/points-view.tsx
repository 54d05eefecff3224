import { useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import type { DateRangeChoice } from '@/lib/date-range';
import { GiftCardShop } from './gift-card-shop';
import { LoyaltyAccountCard } from './loyalty-account-card';
import { notAMember } from './membership';
import { MyGiftCards } from './my-gift-cards';
import { PointsHistory } from './points-history';
import { PointsStack } from './points-outline';

/**
 * The rewards page's Points tab: the loyalty account, the points history of a period, the gift
 * card shop and the owner's gift cards. Loaded on its own (React.lazy, screens/rewards-screen.tsx)
 * only when the tab opens. An owner who is not in the loyalty programme sees only the account's
 * card, which says how to join: with no points there is nothing to buy and no history (the
 * sections load beside the account, and go once it says so). Its first drawing is also the
 * rewards page's static page on the tab's address (PointsOutline, points-outline.tsx).
 */
export default function PointsView({ range, onRangeChange }: { range: DateRangeChoice; onRangeChange: (next: DateRangeChoice) => void }) {
  const account = useLoyaltyAccount();
  // A failed refetch of a loaded account keeps the sections (data first).
  const member = !(account.data === undefined && account.isError && notAMember(account.error));
  return (
    <PointsStack>
      <LoyaltyAccountCard />
      {member && (
        <>
          <GiftCardShop />
          <MyGiftCards />
          <PointsHistory range={range} onRangeChange={onRangeChange} />
        </>
      )}
    </PointsStack>
  );
}
