import { FaqSection } from '@/features/help/faq-section';
import { HelpContact } from '@/features/help/help-contact';
import { IntroScreen } from './intro-screen';

/** Help: the FAQ with its search, the brand's customer service and the way to a dealer. */
export function HelpScreen() {
  return (
    <>
      <IntroScreen route="help" intro="help:intro" />
      <FaqSection />
      <HelpContact />
    </>
  );
}
