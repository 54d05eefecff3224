import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { HelpScreen } from '@/screens/help-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('help');

export default function HelpPage() {
  return <HelpScreen />;
}

// Help holds nothing of the owner's (the FAQ and customer service come from the site's words and
// config), so its shell is the whole screen: the static page shows the questions, their search
// and the contact at once, where the browser holds a session (features/auth/route-guard.tsx). The
// same element as the opened page (HelpPage), so React keeps what it hydrated when the page opens,
// and a question opened or a search typed meanwhile stays.
HelpPage.shell = <HelpPage />;
