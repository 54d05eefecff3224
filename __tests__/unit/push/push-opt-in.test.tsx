import type { ReactElement } from 'react';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import { applicationServerKey } from '@/lib/push/push-subscription';
import { useWithdrawPushOnSessionEnd } from '@/lib/push/withdraw-on-session-end';
import NotificationsPage from '@/pages/[site]/[locale]/notifications';
import type { PageWithShell } from '@/lib/page/static-props';
import { NotificationsScreen } from '@/screens/notifications-screen';
import { renderWithProviders } from '../../utils/render-with-providers';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }) }));

/**
 * The browser's push machinery, stood in: a service worker container whose registration has a
 * push manager, and the Notification permission. What each was asked is recorded.
 */
function standInPush({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: 'https://push.example/send/abc123',
    toJSON: () => ({ endpoint: 'https://push.example/send/abc123', expirationTime: null, keys: { p256dh: 'BPk3', auth: 'au7h' } }),
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription & { unsubscribe: jest.Mock };
  if (subscribed) current = subscription;
  const pushManager = {
    subscribe: jest.fn(async () => (current = subscription)),
    getSubscription: jest.fn(async () => current),
  };
  const registration = { active: {}, pushManager } as unknown as ServiceWorkerRegistration;
  const register = jest.fn(async (): Promise<ServiceWorkerRegistration> => registration);
  const serviceWorker = {
    register,
    getRegistration: jest.fn(async (): Promise<ServiceWorkerRegistration | undefined> => (current || register.mock.calls.length ? registration : undefined)),
    ready: Promise.resolve(registration),
  };
  const notification: { permission: NotificationPermission; requestPermission: jest.Mock<Promise<NotificationPermission>> } = {
    permission,
    requestPermission: jest.fn(async () => (notification.permission = answer)),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: notification, configurable: true });
  return { serviceWorker, pushManager, subscription, notification };
}

afterEach(() => {
  for (const [target, name] of [[navigator, 'serviceWorker'], [window, 'PushManager'], [window, 'Notification']] as const) {
    delete (target as unknown as Record<string, unknown>)[name];
  }
});
beforeEach(() => mockStore.reset());

const pushSwitch = () => screen.findByRole('switch', { name: 'Giv mig besked på denne enhed' }, { timeout: 5000 });

describe('notify me on this device', () => {
  it('asks the browser nothing until the owner switches it on, then subscribes with the site’s key and sends the subscription as the device token', async () => {
    const push = standInPush();
    const { customer } = renderWithProviders(<NotificationsScreen />, { site: 'aurora-dk', signedIn: true });
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(push.notification.requestPermission).not.toHaveBeenCalled();
    expect(push.serviceWorker.register).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(push.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [options] = push.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...applicationServerKey(getSite('aurora-dk')!.webPushPublicKey)]);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(customer.deviceTokens).toEqual([JSON.stringify(push.subscription.toJSON())]);
    expect(await screen.findByText('Sådan – du får besked på denne enhed.')).toBeInTheDocument();
  });

  it('withdraws the subscription when the owner switches it off', async () => {
    const push = standInPush({ permission: 'granted', subscribed: true });
    const { customer } = renderWithProviders(<NotificationsScreen />, { site: 'aurora-dk', signedIn: true });
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    // Already subscribed: the current token is sent again, so the backend holds it.
    await waitFor(() => expect(customer.deviceTokens).toHaveLength(1));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(push.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('stays off when the owner does not allow notifications, and explains a block', async () => {
    const push = standInPush({ answer: 'denied' });
    renderWithProviders(<NotificationsScreen />, { site: 'aurora-dk', signedIn: true });
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText(/Beskeder er blokeret for dette websted/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toBeDisabled();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('unsubscribes again when the backend does not take the device token', async () => {
    mockServer.use(http.put('*/api/profile/device-token/update', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 })));
    const push = standInPush();
    renderWithProviders(<NotificationsScreen />, { site: 'aurora-dk', signedIn: true });
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText('Vi kunne ikke slå beskeder til på denne enhed. Prøv igen.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('is not offered on a site without a Web Push key', async () => {
    standInPush();
    renderWithProviders(<NotificationsScreen />, { site: 'aurora-se', signedIn: true });
    await screen.findAllByRole('heading', { level: 2 }, { timeout: 5000 });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says a browser without push cannot do it, and asks it nothing', async () => {
    renderWithProviders(<NotificationsScreen />, { site: 'volta-se', signedIn: true, locale: 'sv' });
    const toggle = await screen.findByRole('switch', { name: 'Meddela mig på den här enheten' }, { timeout: 5000 });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Den här webbläsaren kan inte visa notiser från portalen.')).toBeInTheDocument();
  });
});

/**
 * The notifications page's static page (its shell) holds the switch as the screen first draws it
 * in a browser with push (off, not yet usable, with its hint), so the screen's largest text is
 * there when the page arrives; the screen then draws the same card in its place.
 */
describe('the switch in the notifications page’s static page', () => {
  const shell = (NotificationsPage as PageWithShell).shell as ReactElement;

  it('is the screen’s first drawing of it, on a site with push', async () => {
    const push = standInPush();
    renderWithProviders(shell, { site: 'aurora-dk' });
    const outline = screen.getByRole('switch', { name: 'Giv mig besked på denne enhed' });
    expect(outline).toBeDisabled();
    expect(outline).toHaveAttribute('aria-checked', 'false');
    const hint = 'Få en besked på denne telefon eller computer, når der er nyt – også når portalen ikke er åben. Din browser spørger om lov først.';
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(push.pushManager.getSubscription).not.toHaveBeenCalled();
    cleanup();

    // The screen's own first drawing, before the browser has answered: the same switch and hint.
    renderWithProviders(<NotificationsScreen />, { site: 'aurora-dk', signedIn: true });
    const first = screen.getByRole('switch', { name: 'Giv mig besked på denne enhed' });
    expect(first).toBeDisabled();
    expect(first).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(hint)).toBeInTheDocument();
    await waitFor(() => expect(first).toBeEnabled());
  });

  it('is not there on a site without a Web Push key', () => {
    renderWithProviders(shell, { site: 'aurora-se' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('signing out', () => {
  it('withdraws the push subscription when the session ends, and not while it goes on', async () => {
    const push = standInPush({ permission: 'granted', subscribed: true });
    let signedIn = true;
    const listeners = new Set<() => void>();
    const session = {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      isSignedIn: () => signedIn,
    };
    renderHook(() => useWithdrawPushOnSessionEnd(session));
    // A new token from another tab: still signed in.
    act(() => listeners.forEach((listener) => listener()));
    await Promise.resolve();
    expect(push.subscription.unsubscribe).not.toHaveBeenCalled();
    signedIn = false;
    act(() => listeners.forEach((listener) => listener()));
    await waitFor(() => expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1));
  });
});
