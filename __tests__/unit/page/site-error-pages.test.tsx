import { screen } from '@testing-library/react';
import { failedRequestSite } from '@/lib/page/server-error-props';
import { SiteNotFoundScreen, SiteServerErrorScreen } from '@/screens/site-error-screen';
import { renderWithProviders } from '../../utils/render-with-providers';

describe("a site's own 404 and 500 pages", () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('lead a signed-out visitor to login, in the language of the page', () => {
    renderWithProviders(<SiteNotFoundScreen />, { site: 'aurora-se', locale: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/inloggning');
  });

  it('lead a signed-in owner home', () => {
    renderWithProviders(<SiteNotFoundScreen />, { site: 'volta-dk', locale: 'da', signedIn: true });
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/min-bil');
    expect(screen.queryByRole('link', { name: 'Log ind' })).toBeNull();
  });

  it('offer a try again beside the way home on a 500', () => {
    renderWithProviders(<SiteServerErrorScreen />, { site: 'volta-dk', locale: 'da' });
    expect(screen.getByRole('heading', { level: 1, name: 'Noget gik galt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log ind' })).toHaveAttribute('href', '/log-ind');
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeEnabled();
  });
});

describe('the site and language of a request that failed on the server', () => {
  it('is the site of its host, in the language of its rewritten page', () => {
    expect(failedRequestSite('aurora-se.localhost:3000', '/aurora-se/sv/server-error-drill', true)).toMatchObject({ site: { id: 'aurora-se' }, locale: 'sv' });
    expect(failedRequestSite('volta-dk.localhost', '/volta-dk/da/home?x=1', true)).toMatchObject({ site: { id: 'volta-dk' }, locale: 'da' });
  });

  it('takes the language the proxy gives a public path', () => {
    expect(failedRequestSite('aurora-se.localhost', '/inloggning', true)).toMatchObject({ site: { id: 'aurora-se' }, locale: 'sv' });
    expect(failedRequestSite('volta-dk.localhost', '/something/else', true)).toMatchObject({ site: { id: 'volta-dk' }, locale: 'da' });
  });

  it("never takes another site's path or a language the site does not serve", () => {
    expect(failedRequestSite('aurora-se.localhost', '/volta-dk/da/home', true)).toMatchObject({ site: { id: 'aurora-se' }, locale: 'sv' });
    expect(failedRequestSite('aurora-se.localhost', '/aurora-se/xx/home', true)).toMatchObject({ site: { id: 'aurora-se' }, locale: 'sv' });
  });

  it('is none for an unknown host, a local host on a server without them, and a site in maintenance', () => {
    expect(failedRequestSite('unknown.example', '/aurora-se/sv/home', true)).toBeUndefined();
    expect(failedRequestSite('aurora-se.localhost', '/aurora-se/sv/home', false)).toBeUndefined();
    expect(failedRequestSite(undefined, '/', true)).toBeUndefined();
    expect(failedRequestSite('maintenance.localhost', '/', true)).toBeUndefined();
  });
});
