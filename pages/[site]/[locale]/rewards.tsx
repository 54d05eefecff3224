import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { RewardsScreen } from '@/screens/rewards-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('rewards');

export default function RewardsPage() {
  return <RewardsScreen />;
}
