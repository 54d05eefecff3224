import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStore } from '@/api-client/mocks/store';
import { PreferredServiceDealer } from '@/features/dealer/preferred-service-dealer';
import { DealerScreen } from '@/screens/dealer-screen';
import { failBackgroundRefetch } from '../../utils/background-refetch';
import { renderWithProviders } from '../../utils/render-with-providers';

beforeEach(() => mockStore.reset());
afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

const results = () => screen.findByRole('list', { name: 'Forhandlere' }, { timeout: 5000 });
const cardNames = (list: HTMLElement) => within(list).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const ownSection = async () => (await screen.findByRole('heading', { name: 'Dine forhandlere', level: 2 }, { timeout: 5000 })).closest('section')!;

function fakeGeolocation(answer: { latitude: number; longitude: number }) {
  const getCurrentPosition = jest.fn((success: PositionCallback) => success({ coords: { ...answer, accuracy: 10 }, timestamp: 0 } as GeolocationPosition));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

describe('dealer finder: keyboard focus follows what replaces the control pressed', () => {
  it('“Find nearest” and “Clear my position” hand focus to each other; the status line stays in place', async () => {
    fakeGeolocation({ latitude: 55.4, longitude: 10.35 });
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    await results();
    const status = screen.getByText('', { selector: 'p[role="status"]' });
    await userEvent.click(screen.getByRole('button', { name: 'Find nærmeste' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ryd min position' })).toHaveFocus());
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent('Sorteret efter afstand fra dig.');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find nærmeste' })).toHaveFocus());
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent('');
  });

  it('after “Show more dealers”, focus goes to the first new card', async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const list = await results();
    await waitFor(() => expect(cardNames(list)).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Vis flere forhandlere' }));
    await waitFor(() => expect(cardNames(list).length).toBeGreaterThan(10));
    const eleventh = within(list).getAllByRole('heading', { level: 3 })[10]!;
    await waitFor(() => expect(eleventh).toHaveFocus());
  });

  it('after choosing a dealer as the workshop, focus goes to that dealer’s card heading', async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const list = await results();
    const heading = await within(list).findByRole('heading', { name: 'Odense Bilby' }, { timeout: 5000 });
    await userEvent.click(within(heading.closest('li')!).getByRole('button', { name: 'Vælg som mit værksted' }));
    // The card is now marked, and among the owner's own at the top of the page.
    await within(heading.closest('li')!).findByText('Dit værksted');
    await waitFor(() => expect(within(list).getByRole('heading', { name: 'Odense Bilby' })).toHaveFocus());
  });
});

describe('dealers: a failed background refetch keeps what is shown (data first)', () => {
  it('the dealer page keeps the owner’s dealers and the results', async () => {
    const { queryClient } = renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const own = await ownSection();
    await waitFor(() => expect(cardNames(own)).toEqual(['Auto Nord Lyngby', 'Bilhuset Valby']));
    const list = await results();
    await waitFor(() => expect(cardNames(list)).toHaveLength(10));

    await failBackgroundRefetch(queryClient);

    expect(screen.queryByText('Vi kunne ikke hente forhandlerne.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
    expect(cardNames(own)).toEqual(['Auto Nord Lyngby', 'Bilhuset Valby']);
    expect(cardNames(list)).toHaveLength(10);
  });

  it('home’s workshop keeps its dealer', async () => {
    const { queryClient } = renderWithProviders(<PreferredServiceDealer />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Auto Nord Lyngby', {}, { timeout: 5000 })).toBeInTheDocument();

    await failBackgroundRefetch(queryClient);

    expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
    expect(screen.getByText('Auto Nord Lyngby')).toBeInTheDocument();
  });
});
