import { useSite } from '@/lib/site-context';
import { PolicySections, usePolicyValues } from './policy-sections';

export const PRIVACY_SECTIONS = ['controller', 'data', 'purposes', 'basis', 'retention', 'sharing', 'rights', 'complaints'] as const;

/** The privacy policy of the site's brand, section by section. */
export function PrivacyPolicy() {
  const { site } = useSite();
  const values = usePolicyValues(site.brand, site.websiteName);
  return <PolicySections prefix="privacy.sections" ids={PRIVACY_SECTIONS} values={values} />;
}
