import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import type { RouteKey } from '@/config/routes';
import { LinkTabList } from '@/components/ui/link-tab-list';
import { useCurrentTabInView } from '@/components/ui/use-current-tab-in-view';
import { useRouteHref } from '@/lib/routing/use-route-href';

const PROFILE_TABS = ['profileGeneral', 'profileSecurity', 'profileConsent', 'profileInterests'] as const;

// Only a handle for the tabs' strip: no box of its own, so the layout is the tabs'.
const Holder = styled.div`
  display: contents;
`;

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
  const holder = useRef<HTMLDivElement>(null);
  useCurrentTabInView(holder, current);
  return (
    <Holder ref={holder}>
      <SideTabs
        label={t('nav.profileSections')}
        orientation="vertical"
        items={PROFILE_TABS.map((tab) => ({ href: href(tab), label: t(`pageTitle.${tab}`), current: tab === current }))}
      />
    </Holder>
  );
}
