import { pointsEarlyCalls } from '@/features/loyalty/early-calls';
import { POINTS_VIEW, VIEW_PARAM } from '@/features/loyalty/loyalty-url';
import { consentAgainEarlyCalls } from '@/features/profile/consents-early-calls';
import { rewardsEarlyCalls } from '@/features/rewards/early-calls';
import { defineBoot } from './boot-kit';

/**
 * The rewards page holds two screens, the rewards and the Points tab: its static page asks for the
 * list of each group it shows at once, and on the Points tab's address the owner's account. On a
 * site that asks for consent again, the Points tab's largest paint is the prompt's text (larger
 * than the tab's figures), so its address also sends the prompt's two calls, after the tab's own,
 * and the rewards page lists the prompt's code among its scripts (ConsentAgainCodeInPage,
 * layouts/site-frame.tsx). The prompt then draws as the page opens, not after its code and calls
 * have come, behind the tab's. The head marks the Points tab's address (`view`), so its static page
 * shows the tab's outline, whose shop introduction is the tab's largest text, rather than the
 * rewards list's place for a picture.
 */
export default defineBoot({
  route: 'rewards',
  view: VIEW_PARAM,
  calls: (site) => [
    ...rewardsEarlyCalls(site),
    ...pointsEarlyCalls(site),
    ...consentAgainEarlyCalls(site, { param: VIEW_PARAM, value: POINTS_VIEW }),
  ],
});
