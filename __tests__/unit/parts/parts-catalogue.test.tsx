import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStore } from '@/api-client/mocks/store';
import PartsCatalogue from '@/features/parts/parts-catalogue';
import { parsePartsSearch, withPartsFilters } from '@/features/parts/parts-url';
import { renderWithProviders } from '../../utils/render-with-providers';
import { recordSentRequests } from '../../utils/sent-requests';

configure({ asyncUtilTimeout: 10_000 });

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
  window.history.replaceState(null, '', '/biler?vehicle=abc');
});

const partsCalls = () => sent.filter((url) => url.pathname.endsWith('/api/parts-basket/parts'));
const lastPartsCall = () => partsCalls().at(-1)!;
const results = async () => (await screen.findByRole('heading', { name: 'Resultater', level: 3 })).closest('section')!;

describe('parts and accessories', () => {
  it("chooses the owner's own models first and asks for the brand's models and categories", async () => {
    renderWithProviders(<PartsCatalogue />, { site: 'aurora-dk', signedIn: true });
    expect(screen.getByText('Henter kataloget …')).toBeInTheDocument();
    const models = await screen.findByRole('group', { name: 'Modeller' });
    // The aurora-dk demo owner drives a Solstice and a Zenith.
    expect(within(models).getByRole('checkbox', { name: 'Solstice' })).toBeChecked();
    expect(within(models).getByRole('checkbox', { name: 'Zenith' })).toBeChecked();
    expect(within(models).getByRole('checkbox', { name: 'Nova' })).not.toBeChecked();
    await waitFor(() => expect(partsCalls().length).toBeGreaterThan(0));
    expect(lastPartsCall().searchParams.getAll('ModelIds').sort()).toEqual(['aur-solstice', 'aur-zenith']);
    expect(sent.find((url) => url.pathname.endsWith('/parts-basket/models'))!.searchParams.get('brandId')).toBe('AUR');
    const list = await results();
    expect(await within(list).findByText(/^\d+ dele fundet$/)).toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText(/^Varenr\. AUR-\d+$/)).toBeInTheDocument();
    expect(within(first).getByText(/kr\.$/)).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('keeps models, categories and the debounced search in the URL, and asks with ModelIds, CategoryIds and SearchTerm', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PartsCatalogue />, { site: 'aurora-dk', signedIn: true });
    const models = await screen.findByRole('group', { name: 'Modeller' });
    await user.click(within(models).getByRole('checkbox', { name: 'Zenith' }));
    await user.click(within(screen.getByRole('group', { name: 'Kategorier' })).getByRole('checkbox', { name: 'Bremser' }));
    await user.click(within(screen.getByRole('group', { name: 'Kategorier' })).getByRole('checkbox', { name: 'Filtre' }));
    expect(window.location.search).toBe('?vehicle=abc&partModels=aur-solstice&partCategories=brakes%2Cfilters');

    sent.length = 0;
    await user.type(screen.getByRole('searchbox', { name: /Søg i reservedele/ }), 'for');
    // One call once typing pauses, not one per letter.
    await waitFor(() => expect(window.location.search).toContain('partSearch=for'));
    await waitFor(() => expect(partsCalls()).toHaveLength(1));
    const call = lastPartsCall();
    expect(call.searchParams.getAll('ModelIds')).toEqual(['aur-solstice']);
    expect(call.searchParams.getAll('CategoryIds')).toEqual(['brakes', 'filters']);
    expect(call.searchParams.get('SearchTerm')).toBe('for');
    const list = await results();
    expect(await within(list).findByText('Bremseklodser, for')).toBeInTheDocument();
    expect(within(list).queryByText('Oliefilter')).not.toBeInTheDocument();
  });

  it('restores the same choice from a shared URL (a reload)', async () => {
    window.history.replaceState(null, '', '/biler?partModels=aur-nova&partCategories=filters&partSearch=olie');
    renderWithProviders(<PartsCatalogue />, { site: 'aurora-dk', signedIn: true });
    const models = await screen.findByRole('group', { name: 'Modeller' });
    expect(within(models).getByRole('checkbox', { name: 'Nova' })).toBeChecked();
    expect(within(models).getByRole('checkbox', { name: 'Solstice' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Kategorier' })).getByRole('checkbox', { name: 'Filtre' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: /Søg i reservedele/ })).toHaveValue('olie');
    const list = await results();
    expect(await within(list).findByText('1 del fundet')).toBeInTheDocument();
    expect(within(list).getByText('Oliefilter')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    window.history.replaceState(null, '', '/biler?partModels=&partSearch=zzzz');
    renderWithProviders(<PartsCatalogue />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Ingen dele passer')).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('writes and reads the filters, keeping other parameters', () => {
    expect(withPartsFilters('?vehicle=1', { modelIds: ['a', 'b'], categoryIds: [], search: ' x ' })).toBe('?vehicle=1&partModels=a%2Cb&partSearch=x');
    expect(parsePartsSearch('?partModels=&partCategories=c')).toEqual({ modelIds: [], categoryIds: ['c'], search: '' });
    expect(parsePartsSearch('?vehicle=1')).toEqual({ modelIds: undefined, categoryIds: [], search: '' });
  });
});
