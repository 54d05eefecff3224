import Image from 'next/image';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@/components/ui/link';
import { LOGO_SIZE, media } from '@/config/layout';
import { touchTargetOnPhones } from '@/components/ui/touch-target';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { telHref } from '@/lib/format';
import { cookiePolicyLink, privacyPolicyLink, type PolicyLink } from '@/lib/policy-links';
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
    ${touchTargetOnPhones}
  }
`;

const Roadside = styled.p`
  margin: 0;
  display: grid;
  font-size: 0.9rem;

  a {
    font-size: 1.125rem;
    font-weight: 700;
    text-underline-offset: 3px;
    ${touchTargetOnPhones}
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

function PolicyAnchor({ link, children }: { link: PolicyLink; children: string }) {
  const href = useRouteHref();
  return link.kind === 'external' ? <ExternalLink href={link.href}>{children}</ExternalLink> : <Link href={href(link.route)}>{children}</Link>;
}

/** Logo and policy links; which page each link opens is decided in lib/policy-links.ts (docs/product.md#layouts). */
export function Footer() {
  const { t } = useTranslation('common');
  const { site } = useSite();
  const year = new Date().getFullYear();
  return (
    <FooterBar>
      <Inner>
        <LogoBox>
          <Image src={site.logo} alt={site.websiteName} width={LOGO_SIZE.width} height={LOGO_SIZE.height} />
        </LogoBox>
        <Roadside>
          <span>{t('footer.roadside')}</span>
          <a href={telHref(site.roadsidePhone)}>{site.roadsidePhone}</a>
        </Roadside>
        <nav aria-label={t('footer.label')}>
          <Links>
            <li>
              <PolicyAnchor link={cookiePolicyLink(site)}>{t('footer.cookies')}</PolicyAnchor>
            </li>
            <li>
              <PolicyAnchor link={privacyPolicyLink(site, t(`brand.${site.brand}.privacyUrl`))}>{t('footer.privacy')}</PolicyAnchor>
            </li>
          </Links>
        </nav>
        <small suppressHydrationWarning>{t('footer.copyright', { year, websiteName: site.websiteName })}</small>
      </Inner>
    </FooterBar>
  );
}
