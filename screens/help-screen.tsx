import { ApiClientCodeInPage } from '@/api-client/core/client-code-in-page';
import { FaqSection } from '@/features/help/faq-section';
import { HelpContact } from '@/features/help/help-contact';
import { ScreenHeading } from '@/components/shell/screen-heading';

/**
 * Help: the FAQ with its search, the brand's customer service and the way to a dealer. Its static
 * page is the whole screen (pages/[site]/[locale]/help.tsx), so it lists the API client's code
 * itself, as other screens' shells do (ScreenShell): the frame's calls (the owner's name, the
 * header's news, the consent-again prompt) need not wait for one more download.
 */
export function HelpScreen() {
  return (
    <>
      <ApiClientCodeInPage />
      <ScreenHeading route="help" />
      <FaqSection />
      <HelpContact />
    </>
  );
}
