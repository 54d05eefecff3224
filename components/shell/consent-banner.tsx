import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CONSENT_STAND_IN, CONSENT_STAND_IN_DECLINED_KEY as DECLINED_KEY } from '@/config/analytics';
import { media } from '@/config/layout';
import { DockSlot, useOpenSheet } from '@/components/ui/bottom-dock';
import { consentCookie } from '@/lib/analytics/consent';
import { consentReopenRequested, loadConsentProvider, OPEN_CONSENT_EVENT, takeConsentReopenRequest } from '@/lib/analytics/scripts';
import { standInChoiceDue } from '@/lib/analytics/stand-in';
import { useSite } from '@/lib/site-context';

const Banner = styled.section`
  width: min(36rem, calc(100vw - 2.5rem));
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 25%);
  ${media.mobile} {
    width: auto;
    border-radius: 0;
    border-width: 2px 0 0;
    box-shadow: 0 -0.25rem 1rem rgb(0 0 0 / 15%);
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  ${media.mobile} {
    > * {
      flex: 1;
    }
  }
`;

/**
 * A local stand-in for the site's consent provider (dev, demo and tests, where no third-party
 * script may load): it sets and removes the Consented cookie, exactly what the real provider does
 * for the analytics code. It says plainly that it is a stand-in.
 */
function ConsentStandIn() {
  const { t } = useTranslation('common');
  // Rendered on the client only (mounted after load, components/shell/after-load.tsx), so the
  // browser's state is there. Open when nothing is chosen yet, or when the cookie page asked to
  // choose again before this mounted. Only read while rendering: React may render this more than
  // once before it shows it (an interrupted background render), and a request taken by a render
  // it then discards would be lost. The effect takes it.
  const [open, setOpen] = useState(standInChoiceDue);

  useOpenSheet('cookieChoice', open);

  useEffect(() => {
    const reopen = () => {
      takeConsentReopenRequest();
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    // Asked before this listened (between the render above and now, or before it): take it.
    if (consentReopenRequested()) reopen();
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  if (!open) return null;
  const decide = (granted: boolean) => {
    if (granted) {
      consentCookie.grant();
      window.localStorage.removeItem(DECLINED_KEY);
    } else {
      consentCookie.withdraw();
      window.localStorage.setItem(DECLINED_KEY, '1');
    }
    setOpen(false);
  };
  return (
    <DockSlot place="cookieChoice">
    <Banner aria-labelledby="consent-stand-in-title">
      <h2 id="consent-stand-in-title">{t('consent.standIn.title')}</h2>
      <p>{t('consent.standIn.text')}</p>
      <Actions>
        <Button size="small" onClick={() => decide(true)}>
          {t('consent.standIn.accept')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => decide(false)}>
          {t('consent.standIn.decline')}
        </Button>
      </Actions>
    </Banner>
    </DockSlot>
  );
}

/** Loads the site's consent provider after the page is interactive (or the stand-in locally). */
export function ConsentBanner() {
  const { site } = useSite();
  const { cookieProvider, cookieData, cookiePageType } = site;
  useEffect(() => {
    if (!CONSENT_STAND_IN) loadConsentProvider(cookieProvider, cookieData, cookiePageType);
  }, [cookieProvider, cookieData, cookiePageType]);
  return CONSENT_STAND_IN ? <ConsentStandIn /> : null;
}
