import { screen, within } from '@testing-library/react';
import { CookiesScreen } from '@/screens/cookies-screen';
import { PrivacyScreen } from '@/screens/privacy-screen';
import { getSite } from '@/config/site-registry';
import { PORTAL_COOKIES } from '@/config/cookies';
import { SiteProvider } from '@/lib/site-context';
import { PRIVACY_SECTIONS } from '@/features/legal/privacy-policy';
import { renderWithProviders, type TestLocale } from '../../utils/render-with-providers';

function renderPage(ui: React.ReactElement, siteId: string, locale: TestLocale) {
  return renderWithProviders(
    <SiteProvider site={getSite(siteId)!} locale={locale}>
      {ui}
    </SiteProvider>,
    { site: siteId, locale },
  );
}

const LOCALES = ['da', 'sv', 'en', 'no'] as const;

describe('cookie page', () => {
  it.each(LOCALES)('lists every cookie the portal sets, under headings (%s)', (locale) => {
    renderPage(<CookiesScreen />, 'aurora-dk', locale);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    const [necessary, analytics] = screen.getAllByRole('table');
    expect(within(necessary!).getByText('__Host-owner_portal_rt')).toBeInTheDocument();
    expect(within(necessary!).getByText('Consented')).toBeInTheDocument();
    expect(within(analytics!).getByText('_ga')).toBeInTheDocument();
    // The session cookie of GA4 carries the site's own measurement id.
    expect(within(analytics!).getByText('_ga_AURORADK01')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(PORTAL_COOKIES.length + 2);
    expect(document.body.textContent).not.toMatch(/\{\{|cookies\.(items|sections)/);
  });

  it('says how long the refresh cookie lives, from the session settings', () => {
    renderPage(<CookiesScreen />, 'volta-se', 'sv');
    const row = screen.getByText('__Host-owner_portal_rt').closest('tr')!;
    expect(row).toHaveTextContent('14 dagar');
    expect(screen.getByText(/Volta Electric Sverige AB står bakom Min Volta/)).toBeInTheDocument();
  });
});

describe('privacy page', () => {
  it.each(LOCALES.flatMap((locale) => [['aurora-dk', locale], ['volta-se', locale]] as const))('%s in %s: every section under its own heading, with the brand’s company', (siteId, locale) => {
    renderPage(<PrivacyScreen />, siteId, locale);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(PRIVACY_SECTIONS.length);
    expect(screen.getAllByRole('region')).toHaveLength(PRIVACY_SECTIONS.length);
    expect(document.body.textContent).toMatch(siteId.startsWith('aurora') ? /Aurora (Bil|Cars)/ : /Volta Electric/);
    expect(document.body.textContent).not.toMatch(/\{\{|privacy\.sections/);
  });
});
