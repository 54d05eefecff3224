import { act, screen, waitFor, within } from '@testing-library/react';
import { CookiesScreen } from '@/screens/cookies-screen';
import { PrivacyScreen } from '@/screens/privacy-screen';
import { getSite } from '@/config/site-registry';
import { COOKIE_DECLARATION_TIMEOUT_MS } from '@/config/analytics';
import { cookiesOfSite } from '@/config/cookies';
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
  it.each(LOCALES)('lists, on a text site, every cookie the portal and the site’s tools set, under headings (%s)', (locale) => {
    renderPage(<CookiesScreen />, 'aurora-se', locale);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    const [necessary, analytics] = screen.getAllByRole('table');
    expect(within(necessary!).getByText('__Host-owner_portal_rt')).toBeInTheDocument();
    expect(within(necessary!).getByText('Consented')).toBeInTheDocument();
    expect(within(analytics!).getByText('_ga')).toBeInTheDocument();
    // The session cookie of GA4 carries the site's own measurement id.
    expect(within(analytics!).getByText('_ga_AURORASE01')).toBeInTheDocument();
    // aurora-se has no Clarity project: no Clarity cookie is listed.
    expect(screen.queryByText('_clck')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(cookiesOfSite(getSite('aurora-se')!).length + 2);
    expect(document.body.textContent).not.toMatch(/\{\{|cookies\.(items|sections|declaration)/);
  });

  it('lists the cookies of every tool the site switches on: Clarity’s with a Clarity project, none of GA’s without a GA tag', () => {
    const site = { ...getSite('aurora-dk')!, cookiePageType: 'text' as const };
    renderWithProviders(
      <SiteProvider site={site} locale="da">
        <CookiesScreen />
      </SiteProvider>,
      { site: 'aurora-dk', locale: 'da' },
    );
    for (const name of ['_ga', '_clck', '_clsk', 'CLID', 'MUID']) expect(screen.getByText(name)).toBeInTheDocument();
    expect(cookiesOfSite(site).map((cookie) => cookie.tool)).toEqual(expect.arrayContaining(['portal', 'googleAnalytics', 'clarity']));
    // volta-se: no GA tag and no Clarity, so only the necessary table.
    expect(cookiesOfSite(getSite('volta-se')!).every((cookie) => cookie.tool === 'portal')).toBe(true);
  });

  it('says how long the refresh cookie lives, from the session settings', () => {
    renderPage(<CookiesScreen />, 'volta-se', 'sv');
    const row = screen.getByText('__Host-owner_portal_rt').closest('tr')!;
    expect(row).toHaveTextContent('14 dagar');
    expect(screen.getByText(/Volta Electric Sverige AB står bakom Min Volta/)).toBeInTheDocument();
  });
});

describe.each([
  ['aurora-dk', 'da', 'https://policy.app.cookieinformation.com/cid.js', 'CookiePolicy', ['data-culture', 'DA']],
  ['volta-dk', 'da', 'https://cdn.onecookie.io/consent/declaration.js', 'OneCookieDeclaration', ['data-domain-id', 'volta-dk-0001']],
] as const)('cookie page of %s (cookiePageType declaration)', (siteId, locale, src, id, [attribute, value]) => {
  afterEach(() => jest.useRealTimers());

  /** The provider's script the page added, in the box it draws into. */
  const declarationScript = () => document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)!;

  it("loads the consent provider's declaration with the site's cookie data, and shows what it draws instead of our table", async () => {
    renderPage(<CookiesScreen />, siteId, locale);
    expect(screen.getByRole('status')).toHaveTextContent(/cookies/i);
    const script = declarationScript();
    expect(script.id).toBe(id);
    expect(script.getAttribute(attribute)).toBe(value);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The provider's script draws its list beside itself.
    const drawn = document.createElement('table');
    drawn.innerHTML = '<caption>Cookie declaration</caption><tr><td>provider_cookie</td></tr>';
    act(() => script.after(drawn));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByText('provider_cookie')).toBeVisible();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('shows our own table after a quiet line when the script cannot load', async () => {
    renderPage(<CookiesScreen />, siteId, locale);
    act(() => declarationScript().dispatchEvent(new Event('error')));
    expect(await screen.findByText(/kunne ikke hentes/)).toBeInTheDocument();
    expect(screen.getByText('__Host-owner_portal_rt')).toBeInTheDocument();
    // aurora-dk runs Clarity: its cookies are in the fallback table too.
    if (siteId === 'aurora-dk') expect(screen.getByText('_clck')).toBeInTheDocument();
  });

  it('shows our own table when the script draws nothing in time', () => {
    jest.useFakeTimers();
    renderPage(<CookiesScreen />, siteId, locale);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COOKIE_DECLARATION_TIMEOUT_MS));
    expect(screen.getByText('__Host-owner_portal_rt')).toBeInTheDocument();
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
