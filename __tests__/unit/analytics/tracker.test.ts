import { CONSENT_DEFAULT_WAIT_MS, GA_SCRIPT_URL } from '@/config/analytics';
import { createTracker, pageTracker, type GaLibrary } from '@/lib/analytics/tracker';

function fakeGa() {
  const calls: unknown[][] = [];
  const library: GaLibrary = {
    initialize: (...args) => void calls.push(['initialize', ...args]),
    gtag: (...args) => void calls.push(['gtag', ...args]),
    set: (...args) => void calls.push(['set', ...args]),
    event: (...args) => void calls.push(['event', ...args]),
  };
  return { calls, library, load: jest.fn(async () => library) };
}

const SITE = 'https://mit.example.dk';
/** A screen as the analytics component reports it: named by its route key, at a clean address. */
const screen = (name: string, key?: string) => ({ name, key, location: `${SITE}/${name}?utm_source=test` });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the GA tracker', () => {
  it('sets consent to denied by default with a 1500 ms wait, and loads nothing of Google before consent', async () => {
    const ga = fakeGa();
    const tracker = createTracker({ gaTag: 'G-TEST1', load: ga.load });
    tracker.screenView(screen('home'));
    tracker.event('post_api_profile_vehicles_id');
    await flush();
    expect(CONSENT_DEFAULT_WAIT_MS).toBe(1500);
    expect(ga.calls).toEqual([
      ['gtag', 'consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 1500 })],
    ]);
  });

  it('on consent: initialises GA without an automatic page view, grants, and sends the current screen with its location', async () => {
    const ga = fakeGa();
    const tracker = createTracker({ gaTag: 'G-TEST1', load: ga.load });
    tracker.screenView(screen('vehicles'));
    tracker.setConsent(true);
    await flush();
    expect(ga.calls.slice(1)).toEqual([
      ['initialize', 'G-TEST1', { gtagUrl: GA_SCRIPT_URL, gtagOptions: { send_page_view: false } }],
      ['gtag', 'consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })],
      ['set', { page_location: `${SITE}/vehicles?utm_source=test`, page_title: 'vehicles' }],
      ['event', 'screen_view', { screen_name: 'vehicles' }],
    ]);

    tracker.screenView(screen('rewards'));
    tracker.event('put_api_profile_id_reward_id');
    await flush();
    expect(ga.calls.slice(5)).toEqual([
      ['set', { page_location: `${SITE}/rewards?utm_source=test`, page_title: 'rewards' }],
      ['event', 'screen_view', { screen_name: 'rewards' }],
      ['event', 'put_api_profile_id_reward_id'],
    ]);
  });

  it('passes withdrawn consent on as denied and sends nothing more; a second grant does not initialise again', async () => {
    const ga = fakeGa();
    const tracker = createTracker({ gaTag: 'G-TEST1', load: ga.load });
    tracker.setConsent(true);
    tracker.setConsent(false);
    tracker.event('post_identity_signin');
    tracker.setConsent(true);
    await flush();
    const kinds = ga.calls.map((call) => `${String(call[0])}:${String(call[2] ?? call[1])}`);
    expect(kinds).toEqual(['gtag:default', 'initialize:[object Object]', 'gtag:update', 'gtag:update', 'gtag:update']);
    expect(ga.calls[3]).toEqual(['gtag', 'consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(ga.load).toHaveBeenCalledTimes(1);
  });

  it('never throws when the library fails to load', async () => {
    const tracker = createTracker({ gaTag: 'G-TEST1', load: () => Promise.reject(new Error('blocked')) });
    tracker.setConsent(true);
    tracker.screenView(screen('home'));
    await expect(flush()).resolves.toBeUndefined();
  });

  it('sends a screen once however often it is reported, and again when its key or location changes', async () => {
    const ga = fakeGa();
    const tracker = createTracker({ gaTag: 'G-TEST1', load: ga.load });
    tracker.setConsent(true);
    tracker.screenView(screen('rewards'));
    tracker.screenView(screen('rewards'));
    tracker.screenView(screen('rewards/reward', 'rewards/reward:a'));
    tracker.screenView(screen('rewards/reward', 'rewards/reward:a'));
    tracker.screenView(screen('rewards/reward', 'rewards/reward:b'));
    tracker.screenView({ ...screen('rewards/reward', 'rewards/reward:b'), location: `${SITE}/rewards?utm_source=other` });
    await flush();
    const sent = ga.calls.filter((call) => call[1] === 'screen_view').map((call) => (call[2] as { screen_name: string }).screen_name);
    expect(sent).toEqual(['rewards', 'rewards/reward', 'rewards/reward', 'rewards/reward']);
    // The key tells screens apart; it never reaches the library.
    expect(JSON.stringify(ga.calls)).not.toContain('rewards/reward:');
  });
});

describe('the page tracker', () => {
  it('is made once per page load and tag: the consent default enters the data layer once', async () => {
    const ga = fakeGa();
    const first = pageTracker('G-TEST1', ga.load);
    expect(pageTracker('G-TEST1', ga.load)).toBe(first);
    await flush();
    expect(ga.calls.filter((call) => call[2] === 'default')).toHaveLength(1);
    expect(pageTracker('G-TEST2', ga.load)).not.toBe(first);
  });
});
