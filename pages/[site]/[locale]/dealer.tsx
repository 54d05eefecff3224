import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { DealerScreen } from '@/screens/dealer-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('dealer');

export default function DealerPage() {
  return <DealerScreen />;
}
