import { act } from '@testing-library/react';
import { ApiClientProvider } from '@/api-client/api-client-provider';
import { createApiClient } from '@/api-client/core/client';
import { forgotPassword } from '@/api-client/identity/identity-api';
import { Analytics } from '@/components/shell/analytics';
import type { GaLibrary } from '@/lib/analytics/tracker';
import { renderWithProviders } from '../../utils/render-with-providers';

const MOCK = 'http://mock-api.test';
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'Consented=; max-age=0; path=/';
});

function fakeGa() {
  const calls: unknown[][] = [];
  const library: GaLibrary = {
    initialize: (...args) => void calls.push(['initialize', ...args]),
    gtag: (...args) => void calls.push(['gtag', ...args]),
    set: (...args) => void calls.push(['set', ...args]),
    event: (...args) => void calls.push(['event', ...args]),
  };
  return { calls, load: jest.fn(async () => library) };
}

function renderAnalytics(siteId: string, route: string, load: () => Promise<GaLibrary>) {
  const client = createApiClient({ baseURL: `${MOCK}/${siteId}` });
  const ui = (page: string) => (
    <ApiClientProvider baseURL={client.baseURL} client={client}>
      <Analytics route={page} loadGa={load} />
    </ApiClientProvider>
  );
  const view = renderWithProviders(ui(route), { site: siteId });
  return { ...view, client, navigate: (page: string) => view.rerender(ui(page)) };
}

/** Lets the timers and the tracker's promise chain run. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
}

describe('<Analytics>', () => {
  it('runs no timer and loads nothing on a site without a gaTag or Clarity project', async () => {
    const ga = fakeGa();
    renderAnalytics('volta-se', 'login', ga.load);
    expect(jest.getTimerCount()).toBe(0);
    document.cookie = 'Consented=1; path=/';
    await advance(3000);
    expect(ga.load).not.toHaveBeenCalled();
  });

  it('polls the consent cookie every second, and only then starts GA with the current screen', async () => {
    const ga = fakeGa();
    renderAnalytics('aurora-dk', 'login', ga.load);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    await advance(2000);
    expect(ga.calls.map((call) => call[0])).toEqual(['gtag']); // the denied default only

    document.cookie = 'Consented=1; path=/';
    await advance(1000);
    expect(ga.calls).toContainEqual(['initialize', 'G-AURORADK01', expect.anything()]);
    expect(ga.calls).toContainEqual(['event', 'screen_view', { screen_name: 'login' }]);

    document.cookie = 'Consented=; max-age=0; path=/';
    await advance(1000);
    expect(ga.calls.at(-1)).toEqual(['gtag', 'consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
  });

  it('sends a screen view named by the route key on each route change', async () => {
    const ga = fakeGa();
    document.cookie = 'Consented=1; path=/';
    const view = renderAnalytics('aurora-dk', 'home', ga.load);
    await advance(0);
    view.navigate('vehicles');
    await advance(0);
    view.navigate('rewards');
    await advance(0);
    const screens = ga.calls.filter((call) => call[1] === 'screen_view').map((call) => (call[2] as { screen_name: string }).screen_name);
    expect(screens).toEqual(['home', 'vehicles', 'rewards']);
  });

  it('fires an event named by the request for a POST, and none for a GET', async () => {
    const ga = fakeGa();
    document.cookie = 'Consented=1; path=/';
    const view = renderAnalytics('aurora-dk', 'passwordReset', ga.load);
    await advance(0);
    jest.useRealTimers();
    await forgotPassword(view.client, { email: 'owner@example.com' });
    await view.client.anonymous.get('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const events = ga.calls.filter((call) => call[0] === 'event' && call[1] !== 'screen_view').map((call) => call[1]);
    expect(events).toEqual(['post_identity_forgot_password']);
  });
});
