import { FaqSection } from '@/features/help/faq-section';
import { HelpContact } from '@/features/help/help-contact';
import { ScreenHeading } from '@/components/shell/screen-heading';

/** Help: the FAQ with its search, the brand's customer service and the way to a dealer. */
export function HelpScreen() {
  return (
    <>
      <ScreenHeading route="help" />
      <FaqSection />
      <HelpContact />
    </>
  );
}
