import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOGO_SIZE, media } from '@/config/layout';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';

const FooterBar = styled.footer`
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  padding: 2rem 1.25rem;
`;

const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  flex-wrap: wrap;

  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const LogoBox = styled.div`
  /* Logos are drawn for the header's background; a chip of it keeps the logo legible on any footer. */
  background: ${({ theme }) => theme.colors.headerBackground};
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.small};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;

  a {
    display: inline-block;
    padding: 0.25rem 0;
    min-height: 24px;
    text-underline-offset: 3px;
  }
`;

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
    </a>
  );
}

/**
 * Logo and policy links (docs/product.md#layouts): the cookie link opens the configured external cookie policy in
 * a new tab, else the internal page; the privacy link is the internal page when the site has an
 * internal privacy policy, else the brand's external URL from the translations, in a new tab.
 */
export function Footer() {
  const { t } = useTranslation('common');
  const { site } = useSite();
  const href = useRouteHref();
  const year = new Date().getFullYear();
  return (
    <FooterBar>
      <Inner>
        <LogoBox>
          <Image src={site.logo} alt={site.websiteName} width={LOGO_SIZE.width} height={LOGO_SIZE.height} />
        </LogoBox>
        <nav aria-label={t('footer.label')}>
          <Links>
            <li>
              {site.externalCookiePolicyLink ? (
                <ExternalLink href={site.externalCookiePolicyLink}>{t('footer.cookies')}</ExternalLink>
              ) : (
                <Link href={href('cookies')}>{t('footer.cookies')}</Link>
              )}
            </li>
            <li>
              {site.internalPrivacyPolicy ? (
                <Link href={href('privacy')}>{t('footer.privacy')}</Link>
              ) : (
                <ExternalLink href={t(`brand.${site.brand}.privacyUrl`)}>{t('footer.privacy')}</ExternalLink>
              )}
            </li>
          </Links>
        </nav>
        <small suppressHydrationWarning>{t('footer.copyright', { year, websiteName: site.websiteName })}</small>
      </Inner>
    </FooterBar>
  );
}
