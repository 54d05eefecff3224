import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import type { RouteKey } from '@/config/routes';
import { LinkTabList } from '@/components/ui/link-tab-list';
import { useRouteHref } from '@/lib/routing/use-route-href';

const PROFILE_TABS = ['profileGeneral', 'profileSecurity', 'profileConsent', 'profileInterests'] as const;

const SideTabs = styled(LinkTabList)`
  ${media.mobile} {
    overflow-x: auto;
  }
`;

/** The profile's side tabs: General, Security, Consent, Interests (loaded with React.lazy by the profile layout). */
export function ProfileTabs({ route }: { route: RouteKey }) {
  const { t } = useTranslation('common');
  const href = useRouteHref();
  // The profile overview opens on its first tab.
  const current = route === 'profile' ? 'profileGeneral' : route;
  return (
    <SideTabs
      label={t('nav.profileSections')}
      orientation="vertical"
      items={PROFILE_TABS.map((tab) => ({ href: href(tab), label: t(`pageTitle.${tab}`), current: tab === current }))}
    />
  );
}
