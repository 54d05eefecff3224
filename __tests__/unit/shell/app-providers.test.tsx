import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useSite } from '@/lib/site-context';
import { mockRouter } from '../../utils/mock-router';
import { renderWithProviders } from '../../utils/render-with-providers';

/** What a screen reads from the tree: the site, a translation and the signed-in owner. */
function Probe() {
  const { site, locale } = useSite();
  const { t } = useTranslation('common');
  const { data: owner } = useProfile();
  return (
    <main>
      <p>site: {site.websiteName} ({locale})</p>
      <p>nav: {t('nav.home')}</p>
      <p>owner: {owner ? `${owner.firstName} ${owner.lastName}` : 'none'}</p>
    </main>
  );
}

describe('the shared provider tree (components/shell/app-providers.tsx)', () => {
  it('gives a component the site, its translations and the signed-in owner, behind the route guard', async () => {
    renderWithProviders(<Probe />, { site: 'volta-se', route: 'home', signedIn: true });
    // The page opens while the profile loads (the browser holds a session); the owner arrives with it.
    // The session's refresh and the profile's call, through the mock: as long as other such tests wait.
    expect(await screen.findByText('owner: Anna Lindberg', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('site: Min Volta (sv)')).toBeInTheDocument();
    expect(screen.getByText('nav: Start')).toBeInTheDocument();
  });

  it('keeps a signed-in page from an anonymous owner and sends them to login', async () => {
    renderWithProviders(<Probe />, { site: 'aurora-dk', route: 'home' });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/log-ind'));
    expect(screen.queryByText(/^owner:/)).not.toBeInTheDocument();
  });

  it('renders a public page for an anonymous owner, in the site’s language', () => {
    renderWithProviders(<Probe />, { site: 'aurora-dk', route: 'cookies' });
    expect(screen.getByText('nav: Forside')).toBeInTheDocument();
    expect(screen.getByText('owner: none')).toBeInTheDocument();
  });
});
