import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartCategory } from '@/api-client/parts-basket/parts-basket-api';
import { partsBasketKeys } from '@/api-client/parts-basket/parts-basket-keys';
import { mockStore } from '@/api-client/mocks/store';
import PartsCatalogue from '@/features/parts/parts-catalogue';
import { parsePartsSearch } from '@/features/parts/parts-url';
import { PARTS_SEARCH_DEBOUNCE_MS } from '@/config/loyalty';
import { renderWithProviders } from '../../utils/render-with-providers';
import { recordSentRequests } from '../../utils/sent-requests';

configure({ asyncUtilTimeout: 10_000 });

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
  window.history.replaceState(null, '', '/biler');
});

const partsCalls = () => sent.filter((url) => url.pathname.endsWith('/api/parts-basket/parts'));
const searchBox = () => screen.getByRole('searchbox', { name: /Søg i reservedele/ });

describe('parts search', () => {
  it('asks for the text without its spaces, as the URL keeps it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PartsCatalogue />, { site: 'aurora-dk', signedIn: true });
    await screen.findByRole('group', { name: 'Modeller' });
    await waitFor(() => expect(partsCalls().length).toBeGreaterThan(0));

    sent.length = 0;
    await user.type(searchBox(), '  filter ');
    await waitFor(() => expect(window.location.search).toContain('partSearch=filter'));
    await waitFor(() => expect(partsCalls()).toHaveLength(1));
    expect(partsCalls()[0]!.searchParams.get('SearchTerm')).toBe('filter');
    // The box keeps what was typed.
    expect(searchBox()).toHaveValue('  filter ');
  });

  it('reads a shared URL without the spaces around the text', () => {
    expect(parsePartsSearch('?partSearch=%20olie%20').search).toBe('olie');
  });

  it('asks once typing pauses, even while the catalogue redraws for other reasons', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<PartsCatalogue />, { site: 'aurora-dk', signedIn: true });
    const categories = await screen.findByRole('group', { name: 'Kategorier' });
    await waitFor(() => expect(partsCalls().length).toBeGreaterThan(0));
    const key = queryClient.getQueryCache().findAll({ queryKey: [...partsBasketKeys.all, 'categories'] })[0]!.queryKey;

    // The catalogue draws again every third of the pause (here: a category's name changes in the cache).
    let round = 0;
    const redraw = setInterval(() => {
      round += 1;
      act(() => {
        queryClient.setQueryData<PartCategory[]>(key, (list) => list?.map((category, index) => (index === 0 ? { ...category, name: `Bremser ${round}` } : category)));
      });
    }, PARTS_SEARCH_DEBOUNCE_MS / 3);
    try {
      sent.length = 0;
      await user.type(searchBox(), 'olie');
      await waitFor(() => expect(within(categories).getByRole('checkbox', { name: /^Bremser \d+$/ })).toBeInTheDocument());
      await waitFor(() => expect(window.location.search).toContain('partSearch=olie'), { timeout: PARTS_SEARCH_DEBOUNCE_MS * 5 });
      await waitFor(() => expect(partsCalls().map((url) => url.searchParams.get('SearchTerm'))).toContain('olie'));
    } finally {
      clearInterval(redraw);
    }
  });
});

describe('parts: a failed background refetch', () => {
  it('keeps the filters, the count and the results shown, with no error', async () => {
    const { queryClient } = renderWithProviders(<PartsCatalogue />, { site: 'aurora-dk', signedIn: true });
    const models = await screen.findByRole('group', { name: 'Modeller' });
    const results = (await screen.findByRole('heading', { name: 'Resultater', level: 3 })).closest('section')!;
    const count = await within(results).findByText(/^\d+ dele fundet$/);
    const shown = within(results).getAllByRole('listitem').length;

    mockStore.setFaults(undefined, 'getParts=503,getPartsModels=503,getPartsCategories=503,getVehicles=503');
    await act(() => queryClient.refetchQueries());
    expect(queryClient.getQueryCache().findAll({ queryKey: partsBasketKeys.all }).every((query) => query.state.status === 'error')).toBe(true);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(models).toBeInTheDocument();
    expect(within(models).getByRole('checkbox', { name: 'Solstice' })).toBeChecked();
    expect(count).toBeInTheDocument();
    expect(count).toHaveTextContent(/^\d+ dele fundet$/);
    expect(within(results).getAllByRole('listitem')).toHaveLength(shown);
  });
});
