import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cookiesOfSite, type CookieCategory, type PortalCookie } from '@/config/cookies';
import type { SiteConfig } from '@/config/site-schema';
import { Button } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { CONSENT_STAND_IN } from '@/config/analytics';
import { reopenConsentDialog } from '@/lib/analytics/scripts';
import { useSite } from '@/lib/site-context';
import { CookieDeclaration } from './cookie-declaration';
import { PolicySections, usePolicyValues } from './policy-sections';

const TableBox = styled.div`
  overflow-x: auto;
  margin: 1rem 0;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.75rem 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:first-child code {
    overflow-wrap: anywhere;
  }
`;

const CATEGORY_ORDER: readonly CookieCategory[] = ['necessary', 'analytics'];

function cookieName(cookie: PortalCookie, gaTag: string): string {
  return cookie.name.replace('{container}', gaTag.replace(/^G-/, '') || '…');
}

/** The portal's own table of the cookies a site sets: its own and those of each tool the site file switches on. */
export function CookieTable({ site, values }: { site: Pick<SiteConfig, 'gaTag' | 'clarityProjectId'>; values: Record<string, string> }) {
  const { t } = useTranslation('legal');
  const cookies = cookiesOfSite(site);
  return (
    <>
      {CATEGORY_ORDER.map((category) => {
        const rows = cookies.filter((cookie) => cookie.category === category);
        if (rows.length === 0) return null;
        return (
          <TableBox key={category}>
            <Table>
              <caption>{t(`cookies.categories.${category}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cookies.table.name')}</th>
                  <th scope="col">{t('cookies.table.purpose')}</th>
                  <th scope="col">{t('cookies.table.lifetime')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((cookie) => (
                  <tr key={cookie.name}>
                    <td>
                      <code>{cookieName(cookie, site.gaTag)}</code>
                    </td>
                    <td>{t(`cookies.items.${cookie.purpose}`, values)}</td>
                    <td>{t(`cookies.lifetime.${cookie.lifetime.unit}`, { count: cookie.lifetime.count })}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
        );
      })}
    </>
  );
}

/**
 * The cookie policy: what cookies are, the list of the site's cookies (the consent provider's own
 * declaration on sites with cookiePageType 'declaration', the portal's table otherwise and as the
 * declaration's fallback), consent and contact.
 */
export function CookiePolicy() {
  const { t } = useTranslation('legal');
  const { site } = useSite();
  const values = usePolicyValues(site.brand, site.websiteName);
  const table = <CookieTable site={site} values={values} />;
  return (
    <>
      <PolicySections prefix="cookies.sections" ids={['what']} values={values} />
      <section aria-labelledby="cookies-list">
        <Heading level={2} id="cookies-list">
          {t('cookies.list.title')}
        </Heading>
        <p>{t('cookies.list.text', values)}</p>
        {site.cookiePageType === 'declaration' ? <CookieDeclaration site={site} fallback={table} /> : table}
        <Button variant="secondary" onClick={() => reopenConsentDialog(site.cookieProvider, CONSENT_STAND_IN)}>
          {t('cookies.changeChoice')}
        </Button>
      </section>
      <PolicySections prefix="cookies.sections" ids={['storage', 'consent', 'contact']} values={values} />
    </>
  );
}
