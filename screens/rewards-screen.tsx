import { RewardsView } from '@/features/rewards/rewards-view';
import { IntroScreen } from './intro-screen';

/** Rewards (docs/product.md#routes: reward, fordele, Erbjudande): the site's reward groups, or one reward. */
export function RewardsScreen() {
  return (
    <>
      <IntroScreen route="rewards" intro="rewards:intro" />
      <RewardsView />
    </>
  );
}
