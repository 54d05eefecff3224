import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RetailerSite } from '@/api-client/retailers/retailers-api';
import { focusRing } from '@/components/ui/focus-ring';
import { MapPinIcon } from '@/components/ui/icons/map-pin-icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { directionsUrl, mapsPlatformOf, type MapsPlatform } from './directions';

/** On a line of its own where it follows text (home), a flex item beside buttons (a dealer card's row). */
const Anchor = styled.a`
  display: flex;
  width: fit-content;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;

const noChange = () => () => undefined;
const devicePlatform = () => mapsPlatformOf(navigator.userAgent);
// The server (and the hydrating render) links to the web; the device's own app right after.
const serverPlatform = (): MapsPlatform => 'web';

/**
 * "Directions": a link that opens the owner's maps app with a route to the dealer (features/dealer/directions.ts).
 * A web link opens in a new tab, so the portal stays where it was; a geo: link leaves the browser for the app.
 */
export function DirectionsLink({ dealer }: { dealer: Pick<RetailerSite, 'name' | 'address' | 'location'> }) {
  const { t } = useTranslation('dealer');
  const platform = useSyncExternalStore(noChange, devicePlatform, serverPlatform);
  const newTab = platform !== 'android';
  return (
    <Anchor href={directionsUrl(dealer, platform)} {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}>
      <MapPinIcon size={18} />
      {t('directions.link')}
      <VisuallyHidden>
        {' '}
        {t('directions.to', { name: dealer.name })}
        {newTab && ` ${t('common:opensInNewTab')}`}
      </VisuallyHidden>
    </Anchor>
  );
}
