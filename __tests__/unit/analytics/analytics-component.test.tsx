import { act } from '@testing-library/react';
import { ApiClientProvider } from '@/api-client/api-client-provider';
import { createApiClient } from '@/api-client/core/client';
import { forgotPassword } from '@/api-client/identity/identity-api';
import { Analytics } from '@/components/shell/analytics';
import type { GaLibrary } from '@/lib/analytics/tracker';
import { mockRouter } from '../../utils/mock-router';
import { renderWithProviders } from '../../utils/render-with-providers';

const MOCK = 'http://mock-api.test';
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'Consented=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
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
    <ApiClientProvider client={client}>
      <Analytics route={page} loadGa={load} />
    </ApiClientProvider>
  );
  const view = renderWithProviders(ui(route), { site: siteId });
  return {
    ...view,
    client,
    navigate: (page: string) => view.rerender(ui(page)),
    /** A navigation to `address` on page `page` (shallow ones too: the router re-renders its users). */
    open: (page: string, address: string) => {
      window.history.pushState(null, '', address);
      mockRouter.asPath = address;
      view.rerender(ui(page));
    },
  };
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

  it('sends the views a page keeps in its query as screens of their own, at the address less its ids', async () => {
    const ga = fakeGa();
    document.cookie = 'Consented=1; path=/';
    window.history.replaceState(null, '', '/fordele?reward=3f2b8c1e-9d4a-4b6e-8f21-7c5d0e9a1b23&utm_source=newsletter&ecid=2026-11-winter');
    const view = renderAnalytics('aurora-dk', 'rewards', ga.load);
    await advance(0);
    for (const [page, address] of [
      ['rewards', '/fordele?utm_source=newsletter'],
      ['rewards', '/fordele?view=points'],
      ['rewards', '/fordele?category=lifestyle'],
      ['rewards', '/fordele?category=lifestyle'],
      ['news', '/nyheder?article=9d4a4b6e-3f2b-4c1e-8f21-7c5d0e9a1b23&email=owner%40example.com'],
    ] as const) {
      view.open(page, address);
      await advance(0);
    }
    const sent = ga.calls.filter((call) => call[0] === 'set' || call[1] === 'screen_view').map((call) => call.slice(1));
    expect(sent).toEqual([
      [{ page_location: 'http://localhost/fordele?utm_source=newsletter&ecid=2026-11-winter', page_title: 'rewards/reward' }],
      ['screen_view', { screen_name: 'rewards/reward' }],
      [{ page_location: 'http://localhost/fordele?utm_source=newsletter', page_title: 'rewards' }],
      ['screen_view', { screen_name: 'rewards' }],
      [{ page_location: 'http://localhost/fordele', page_title: 'rewards/points' }],
      ['screen_view', { screen_name: 'rewards/points' }],
      [{ page_location: 'http://localhost/fordele', page_title: 'rewards/filter' }],
      ['screen_view', { screen_name: 'rewards/filter' }],
      [{ page_location: 'http://localhost/nyheder', page_title: 'news/article' }],
      ['screen_view', { screen_name: 'news/article' }],
    ]);
  });

  it('sets the consent default once per page load: not again on a route change or when it mounts again', async () => {
    const ga = fakeGa();
    const view = renderAnalytics('aurora-dk', 'home', ga.load);
    await advance(0);
    view.navigate('vehicles');
    await advance(0);
    view.unmount();
    const again = renderAnalytics('aurora-dk', 'rewards', ga.load);
    await advance(1000);
    again.navigate('news');
    await advance(1000);
    expect(ga.calls.filter((call) => call[1] === 'consent' && call[2] === 'default')).toHaveLength(1);
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
