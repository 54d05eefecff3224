import Image from 'next/image';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { focusRing } from '@/components/ui/focus-ring';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SMART_BANNER_DISMISSED_KEY } from '@/config/analytics';
import { MOBILE_BREAKPOINT_PX } from '@/config/layout';
import { DockSlot } from '@/components/ui/bottom-dock';
import { useSite } from '@/lib/site-context';

const ICON_SIZE = 40;
const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** At the bottom of the dock (components/ui/bottom-dock.tsx), so showing it after load shifts nothing. */
const Banner = styled.aside`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.5rem 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -0.25rem 1rem rgb(0 0 0 / 15%);
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: 0.9rem;
  strong {
    display: block;
  }
`;

const StoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`;

const Dismiss = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

/** The store page for this phone: the App Store on iOS, Google Play otherwise. */
export function storeUrl(appIds: { android: string; ios: number }, userAgent: string): string {
  return /iPhone|iPad|iPod/i.test(userAgent)
    ? `https://apps.apple.com/app/id${appIds.ios}`
    : `https://play.google.com/store/apps/details?id=${encodeURIComponent(appIds.android)}`;
}

/**
 * A banner for the brand's app, on phones only, until the owner dismisses it (remembered per
 * site). The text is shown when the site's withBannerText is set.
 */
export function SmartAppBanner() {
  const { site } = useSite();
  const { t } = useTranslation('common');
  const dismissedKey = `${SMART_BANNER_DISMISSED_KEY}:${site.id}`;
  // Decided in the first render, not in an effect after it: this part is only ever rendered in the
  // browser, after the page has loaded (pages/_app.tsx), and the banner then comes in the same
  // commit as the cookie choice beside it. Coming a frame later, at the screen's edge, it lifted
  // the cookie choice and moved the dock: a layout shift (CLS 0.02-0.09 on a phone's login page).
  const [href, setHref] = useState<string | null>(() =>
    window.localStorage.getItem(dismissedKey) === null && window.matchMedia(PHONE_QUERY).matches ? storeUrl(site.appIds, navigator.userAgent) : null,
  );

  useEffect(() => {
    if (window.localStorage.getItem(dismissedKey) !== null) return undefined;
    const phone = window.matchMedia(PHONE_QUERY);
    const update = () => setHref(phone.matches ? storeUrl(site.appIds, navigator.userAgent) : null);
    update();
    phone.addEventListener('change', update);
    return () => phone.removeEventListener('change', update);
  }, [dismissedKey, site.appIds]);

  if (!href) return null;
  const dismiss = () => {
    window.localStorage.setItem(dismissedKey, '1');
    setHref(null);
  };
  return (
    <DockSlot place="appBanner">
    <Banner aria-label={t('smartBanner.label', { name: site.websiteName })}>
      <Image src={site.smartBannerIcon} alt="" width={ICON_SIZE} height={ICON_SIZE} />
      <Text>
        <strong>{site.websiteName}</strong>
        {site.withBannerText && t('smartBanner.text')}
      </Text>
      <StoreLink href={href} target="_blank" rel="noopener noreferrer">
        {t('smartBanner.open')} <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
      </StoreLink>
      <Dismiss type="button" onClick={dismiss} aria-label={t('smartBanner.dismiss')}>
        <CloseIcon />
      </Dismiss>
    </Banner>
    </DockSlot>
  );
}
