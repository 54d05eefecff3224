import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HEADER_HEIGHT, LAYER } from '@/config/layout';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

/** Fixed over the page, so it moves nothing when it comes and goes; under the header where there is one. */
const Banner = styled.p<{ $belowHeader: boolean }>`
  position: fixed;
  top: calc(${({ $belowHeader }) => ($belowHeader ? `${HEADER_HEIGHT} + 1px + ` : '')}0.5rem);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${LAYER.offlineBanner};
  width: max-content;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.9375rem;
  text-align: center;
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 20%);

  @media print {
    display: none;
  }
`;

type Connection = 'online' | 'offline' | 'back';

/** Whether this page has been offline: "online again" is said only after it was, never on the way in. */
let offlineSeen = false;
const subscribe = (onChange: () => void) =>
  onlineManager.subscribe((online) => {
    if (!online) offlineSeen = true;
    onChange();
  });
const connection = (): Connection => (!onlineManager.isOnline() ? 'offline' : offlineSeen ? 'back' : 'online');
// The static page is written online; a browser that starts offline has no page to show this on.
const onServer = (): Connection => 'online';

/**
 * A quiet notice while the browser is offline, from React Query's onlineManager (the browser's
 * online and offline events): what is on screen stays, loading sections wait and go on by
 * themselves when the connection is back (api-client/core/query-client.ts), and a change is
 * refused at once. A live region, so a screen reader hears it go offline and come back.
 */
export function OfflineBanner({ belowHeader }: { belowHeader: boolean }) {
  const { t } = useTranslation('common');
  const state = useSyncExternalStore(subscribe, connection, onServer);
  return (
    <div role="status">
      {state === 'offline' && <Banner $belowHeader={belowHeader}>{t('offline.banner')}</Banner>}
      {state === 'back' && <VisuallyHidden>{t('offline.back')}</VisuallyHidden>}
    </div>
  );
}
