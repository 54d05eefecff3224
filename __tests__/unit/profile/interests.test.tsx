import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UpdateInterests } from '@/features/profile/update-interests';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { apiUrl, customerOf, fakeRouter, renderSignedIn } from './support';

const router = fakeRouter();
jest.mock('next/router', () => ({ useRouter: () => router }));

const sent: Request[] = [];
beforeAll(() => {
  mockServer.events.on('request:start', ({ request }) => {
    sent.push(request.clone());
  });
});
beforeEach(() => {
  mockStore.reset();
  sent.length = 0;
});

const problem = (status: number) => HttpResponse.json({ title: 'boom', status, type: 'about:blank' }, { status });
const save = (name = 'Gem interesser') => screen.getByRole('button', { name });

describe('Interests tab', () => {
  it('groups the brand’s and the partners’ categories for the site’s market and brand, subcategories under theirs', async () => {
    renderSignedIn(<UpdateInterests />, { site: 'volta-dk' });
    const own = await screen.findByRole('group', { name: 'Fra os' });
    const partners = screen.getByRole('group', { name: 'Fra vores partnere' });
    const outdoor = within(own).getByRole('group', { name: 'Friluftsliv' });
    expect(within(outdoor).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Friluftsliv',
      'Camping',
      'Cykling',
      'Skiferie',
    ]);
    expect(within(partners).getByRole('checkbox', { name: 'Ladeboks derhjemme' })).toBeInTheDocument();
    expect(within(own).queryByRole('checkbox', { name: 'Forsikring' })).not.toBeInTheDocument();
    // The saved choices are ticked.
    expect(within(own).getByRole('checkbox', { name: 'Teknologi' })).toBeChecked();
    expect(within(partners).getByRole('checkbox', { name: 'Opladning' })).toBeChecked();
    expect(within(own).getByRole('checkbox', { name: 'Familie' })).not.toBeChecked();
    // Each name once: a category without subcategories is one chip, not a group repeating its name.
    expect(within(own).getAllByText('Familie')).toHaveLength(1);
    expect(within(own).queryByRole('group', { name: 'Familie' })).not.toBeInTheDocument();
    const queried = sent.filter((request) => new URL(request.url).pathname.endsWith('/categories')).map((request) => new URL(request.url).search);
    expect(queried).toEqual(['?marketId=DK&brandId=VLT', '?marketId=DK&brandId=VLT']);
  });

  it('lists the topics of news and offers on the web (the profile subcategories) and saves the ones followed with the interests', async () => {
    const { partition } = customerOf('aurora-dk');
    renderSignedIn(<UpdateInterests />, { site: 'aurora-dk' });
    const topics = await screen.findByRole('group', { name: 'Emner i nyheder og tilbud' });
    const asked = sent.filter((request) => new URL(request.url).pathname.endsWith('/api/profile/subcategories')).map((request) => new URL(request.url).search);
    expect(asked).toEqual(['?loginPlatform=web']);
    const web = partition.subCategories.filter((sub) => sub.loginPlatforms.includes('web'));
    expect(within(topics).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(web.map((sub) => sub.name));
    expect(within(topics).getByRole('group', { name: 'Nyheder' })).toBeInTheDocument();
    expect(within(topics).getByRole('group', { name: 'Tilbud og fordele' })).toBeInTheDocument();
    const tyres = web.find((sub) => sub.id === 'tyres')!;
    await userEvent.click(within(topics).getByRole('checkbox', { name: tyres.name }));
    await userEvent.click(save());
    expect(await screen.findAllByText('Dine interesser er gemt.')).not.toHaveLength(0);
    expect(customerOf('aurora-dk').customer!.interestIds).toContain('tyres');
    expect(within(topics).getByRole('checkbox', { name: tyres.name })).toBeChecked();
  });

  it('saves the choice with PUT interests once something changed, and shows it again on return', async () => {
    const { unmount } = renderSignedIn(<UpdateInterests />, { site: 'aurora-se' });
    await screen.findByRole('group', { name: 'Från oss' });
    expect(save('Spara intressen')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Camping' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Resor' }));
    expect(save('Spara intressen')).toBeEnabled();
    expect(router.listeners('routeChangeStart')).toBe(1);
    await userEvent.click(save('Spara intressen'));
    expect(await screen.findAllByText('Dina intressen har sparats.')).not.toHaveLength(0);
    expect(save('Spara intressen')).toBeDisabled();
    expect([...customerOf('aurora-se').customer!.interestIds].sort()).toEqual(['outdoor-camping', 'partner-charging', 'technology']);
    unmount();

    renderSignedIn(<UpdateInterests />, { site: 'aurora-se' });
    expect(await screen.findByRole('checkbox', { name: 'Camping' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Resor' })).not.toBeChecked();
  });

  it('keeps the choices when saving fails', async () => {
    mockServer.use(http.put(`${apiUrl('aurora-dk')}/api/profile/interests`, () => problem(500)));
    renderSignedIn(<UpdateInterests />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Familie' }));
    await userEvent.click(save());
    expect(await screen.findAllByText(/Vi kunne ikke gemme dine interesser/)).not.toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Familie' })).toBeChecked();
    expect(save()).toBeEnabled();
  });

  it('shows a skeleton, then what failed with a retry', async () => {
    let fail = true;
    mockServer.use(http.get(`${apiUrl('aurora-dk')}/api/profile/external/categories`, () => (fail ? problem(503) : undefined)));
    const { container } = renderSignedIn(<UpdateInterests />);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente interesserne.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Prøv igen/ }));
    expect(await screen.findByRole('group', { name: 'Fra vores partnere' })).toBeInTheDocument();
  });

  it('says so when there is nothing to choose', async () => {
    mockServer.use(
      http.get(`${apiUrl('aurora-dk')}/api/profile/categories`, () => HttpResponse.json([])),
      http.get(`${apiUrl('aurora-dk')}/api/profile/external/categories`, () => HttpResponse.json([])),
      http.get(`${apiUrl('aurora-dk')}/api/profile/subcategories`, () => HttpResponse.json([])),
    );
    renderSignedIn(<UpdateInterests />);
    await waitFor(() => expect(screen.getByText(/Der er ingen interesser at vælge mellem endnu/)).toBeInTheDocument());
  });
});
