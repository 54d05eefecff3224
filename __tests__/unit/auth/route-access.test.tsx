import type { ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@/features/auth/auth-provider';
import { AuthProvider } from '@/features/auth/auth-provider';
import { GuardedPage, RouteGuard } from '@/features/auth/route-guard';
import { useUserStatus } from '@/features/auth/use-user-status';
import { SESSION_RULES } from '@/lib/boot/session-mark-script';
import { ROUTES, ROUTE_KEYS, type RouteAccess, type RouteKey } from '@/config/routes';
import { accessRedirect } from '@/lib/auth/route-access';
import { createTokenStore } from '@/lib/auth/token-store';
import { issueTokens } from '@/api-client/mocks/auth';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { renderWithProviders } from '../../utils/render-with-providers';
import { answerSignOut } from '../../utils/sign-out-route';

const replace = jest.fn(async () => true);
jest.mock('next/router', () => ({
  useRouter: () => ({ push: replace, replace, events: { on: jest.fn(), off: jest.fn() } }),
}));

const API = 'http://mock.test/aurora-dk';

/**
 * Who may open each route (docs/product.md#routes): login, sign-up and activation only signed
 * out; the password pages both ways (a reset link must work in a browser still signed in); the
 * legal pages, the showcase and the e-mail links' landing pages (unsubscribe, invitation) for
 * everyone; the rest only signed in. A new route must be added
 * here, or this test fails.
 */
const EXPECTED_ACCESS: Record<RouteKey, RouteAccess> = {
  login: 'anonymous',
  signup: 'anonymous',
  activation: 'anonymous',
  passwordReset: 'public',
  passwordChange: 'public',
  cookies: 'public',
  privacy: 'public',
  styleguide: 'public',
  unsubscribe: 'public',
  invitation: 'public',
  home: 'authenticated',
  vehicles: 'authenticated',
  rewards: 'authenticated',
  news: 'authenticated',
  dealer: 'authenticated',
  help: 'authenticated',
  notifications: 'authenticated',
  profile: 'authenticated',
  profileGeneral: 'authenticated',
  profileSecurity: 'authenticated',
  profileConsent: 'authenticated',
  profileInterests: 'authenticated',
};

const PATHS: Record<'login' | 'vehicles', string> = { login: '/log-ind', vehicles: '/mine-biler' };

function demoAccessToken(): string {
  const partition = mockStore.partition('AUR', 'DK');
  const owner = partition.customers.find((customer) => customer.email === 'owner@example.com')!;
  return issueTokens(mockStore, partition, owner).accessToken.token;
}

const tokenStore = () => createTokenStore({ session: window.sessionStorage, local: window.localStorage });

beforeEach(() => {
  mockStore.reset();
  replace.mockClear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderGuarded(route: RouteKey) {
  return renderWithProviders(
    <AuthProvider>
      <RouteGuard route={route}>
        <p>content of {route}</p>
      </RouteGuard>
    </AuthProvider>,
    { site: 'aurora-dk', apiUrl: API },
  );
}

describe('route access', () => {
  it('lists every route of config/routes.ts with the access the product rules give it', () => {
    expect(Object.fromEntries(ROUTE_KEYS.map((key) => [key, ROUTES[key].access]))).toEqual(EXPECTED_ACCESS);
  });

  it.each([
    ['anonymous', 'authenticated', 'vehicles'],
    ['anonymous', 'notAuthenticated', 'stays'],
    ['anonymous', 'loading', 'stays'],
    ['authenticated', 'notAuthenticated', 'login'],
    ['authenticated', 'authenticated', 'stays'],
    ['authenticated', 'loading', 'stays'],
    ['public', 'authenticated', 'stays'],
    ['public', 'notAuthenticated', 'stays'],
    // An outage (5xx, no answer) is not a sign-out: the owner is still signed in.
    ['anonymous', 'unavailable', 'vehicles'],
    ['authenticated', 'unavailable', 'stays'],
    ['public', 'unavailable', 'stays'],
  ] as const)('on an %s route, an owner who is %s: %s', (access, status, outcome) => {
    expect(accessRedirect(access, status) ?? 'stays').toBe(outcome);
  });

  describe.each(ROUTE_KEYS)('%s', (route) => {
    const access = EXPECTED_ACCESS[route];
    const signedOutTarget = access === 'authenticated' ? 'login' : null;
    const signedInTarget = access === 'anonymous' ? 'vehicles' : null;

    it(`signed out: ${signedOutTarget ? `goes to ${signedOutTarget}` : 'shows the page'}`, async () => {
      renderGuarded(route);
      if (signedOutTarget) {
        await waitFor(() => expect(replace).toHaveBeenCalledWith(PATHS[signedOutTarget]));
        expect(screen.queryByText(`content of ${route}`)).not.toBeInTheDocument();
      } else {
        expect(await screen.findByText(`content of ${route}`)).toBeInTheDocument();
        expect(replace).not.toHaveBeenCalled();
      }
    });

    it(`signed in: ${signedInTarget ? `goes to ${signedInTarget}` : 'shows the page'}`, async () => {
      tokenStore().saveAccessToken(demoAccessToken());
      renderGuarded(route);
      if (signedInTarget) {
        await waitFor(() => expect(replace).toHaveBeenCalledWith(PATHS[signedInTarget]));
        expect(screen.queryByText(`content of ${route}`)).not.toBeInTheDocument();
      } else {
        expect(await screen.findByText(`content of ${route}`)).toBeInTheDocument();
        // The profile has loaded by now (a protected page waits for it): no redirect came.
        expect(replace).not.toHaveBeenCalled();
      }
    });
  });
});

/**
 * A page for signed-in owners opens as soon as the browser holds a session, while the owner's
 * profile still loads, so its sections start their own calls at once
 * (docs/performance.md#open-before-profile).
 * What opens is the page's frame and its sections' loading states: data comes only with the token.
 */
describe('opening a protected page before the profile has answered', () => {
  afterEach(() => mockStore.setFaults(undefined, ''));

  function StatusProbe() {
    return <p>status: {useUserStatus()}</p>;
  }

  it('shows the page while the profile is still loading, when the browser holds a session', async () => {
    tokenStore().saveAccessToken(demoAccessToken());
    mockStore.setFaults(undefined, 'getProfile=slow');
    renderWithProviders(
      <AuthProvider>
        <StatusProbe />
        <RouteGuard route="home">
          <p>content of home</p>
        </RouteGuard>
      </AuthProvider>,
      { site: 'aurora-dk', apiUrl: API },
    );
    expect(await screen.findByText('content of home')).toBeInTheDocument();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('closes the page and sends the owner to login when the backend refuses the session', async () => {
    // A marker and a token the backend no longer accepts (as after a sign-out elsewhere).
    tokenStore().saveAccessToken(demoAccessToken());
    mockServer.use(http.get(`${API}/api/profile`, () => HttpResponse.json({ status: 401, title: 'Unauthorized' }, { status: 401 })));
    const signOuts = answerSignOut();
    renderGuarded('home');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(PATHS.login));
    expect(screen.queryByText('content of home')).not.toBeInTheDocument();
    await waitFor(() => expect(signOuts()).toBe(1));
  });
});

/**
 * A signed-in screen's shell (docs/product.md#routes): its frame and heading, the page's static
 * HTML, shown only where the browser holds a session (the mark on <html>); the frame stays the
 * same element when the page opens in it.
 */
describe("a screen's shell", () => {
  // The rules every signed-in page's static head holds (pages/_document.tsx).
  let rules: HTMLStyleElement;
  beforeAll(() => {
    rules = document.createElement('style');
    rules.textContent = SESSION_RULES;
    document.head.append(rules);
  });
  afterAll(() => rules.remove());
  afterEach(() => {
    mockStore.setFaults(undefined, '');
    document.documentElement.removeAttribute('data-session');
  });

  /** A page in its frame, as _app renders it: the layout (the frame) around the page's place. */
  function renderInFrame(route: RouteKey, shell?: ReactNode) {
    return renderWithProviders(
      <AuthProvider>
        <RouteGuard route={route} shell={shell}>
          <div data-testid="frame">
            <GuardedPage>
              <p>content of {route}</p>
            </GuardedPage>
          </div>
        </RouteGuard>
      </AuthProvider>,
      { site: 'aurora-dk', apiUrl: API },
    );
  }
  const renderWithShell = () => renderInFrame('vehicles', <p>shell of vehicles</p>);

  it('without a session: the frame and shell are there but hidden, the loading state shows, and the visitor goes to login', async () => {
    renderWithShell();
    expect(screen.getByText('shell of vehicles')).not.toBeVisible();
    expect(screen.getByTestId('frame')).not.toBeVisible();
    expect(screen.getByRole('status')).toBeVisible();
    expect(screen.queryByText('content of vehicles')).not.toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(PATHS.login));
    expect(screen.queryByText('content of vehicles')).not.toBeInTheDocument();
  });

  it('with a session: the mark is set, the shell shows in the frame, and the page opens in the same frame', async () => {
    tokenStore().saveAccessToken(demoAccessToken());
    mockStore.setFaults(undefined, 'getProfile=slow');
    renderWithShell();
    const frame = screen.getByTestId('frame');
    expect(document.documentElement.hasAttribute('data-session')).toBe(true);
    expect(await screen.findByText('content of vehicles')).toBeVisible();
    expect(screen.queryByText('shell of vehicles')).not.toBeInTheDocument();
    expect(screen.getByTestId('frame')).toBe(frame);
    expect(replace).not.toHaveBeenCalled();
  });

  it('a page without a shell shows no frame until it opens (home keeps its loading state)', () => {
    renderInFrame('home');
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeVisible();
  });
});

describe('entering the unauthenticated layout', () => {
  let session: ReturnType<typeof useAuth>['session'] | undefined;
  function SessionProbe() {
    session = useAuth().session;
    return null;
  }

  it('clears the token-lookup cache together with the query cache', async () => {
    const first = demoAccessToken();
    tokenStore().saveAccessToken(first);
    const ui = (route: RouteKey) => (
      <AuthProvider>
        <SessionProbe />
        <RouteGuard route={route}>
          <p>content of {route}</p>
        </RouteGuard>
      </AuthProvider>
    );
    const { rerender, queryClient } = renderWithProviders(ui('home'), { site: 'aurora-dk', apiUrl: API });
    expect(await screen.findByText('content of home')).toBeInTheDocument();
    expect(await session!.getAccessToken()).toBe(first);

    // Another token arrives in storage (as after a sign-in in this tab): the 60 s cache still
    // answers with the old one until it is cleared.
    const second = demoAccessToken();
    tokenStore().saveAccessToken(second);
    expect(second).not.toBe(first);
    expect(await session!.getAccessToken()).toBe(first);
    queryClient.setQueryData(['marker'], 1);

    await act(async () => rerender(ui('passwordReset')));
    expect(await screen.findByText('content of passwordReset')).toBeInTheDocument();
    expect(queryClient.getQueryData(['marker'])).toBeUndefined();
    expect(await session!.getAccessToken()).toBe(second);
  });
});

/**
 * docs/product.md#auth-and-session: only a refused refresh or a 401/403 ends the session. A 5xx
 * or no answer from the profile call (the mock's fault switch) leaves the owner signed in: a
 * protected page shows an error with retry in place of its content, and nobody is sent to login.
 */
describe('a failing profile call never signs the owner out', () => {
  const signedIn = () => tokenStore().saveAccessToken(demoAccessToken());
  const marker = () => window.localStorage.getItem('authenticated');
  afterEach(() => mockStore.setFaults(undefined, ''));

  it.each(['503', '500', 'drop'])('getProfile=%s on a protected page: the frame stays, the error with retry in the page’s place, still signed in, back after a retry', async (fault) => {
    signedIn();
    mockStore.setFaults(undefined, `getProfile=${fault}`);
    renderWithProviders(
      <AuthProvider>
        <RouteGuard route="vehicles">
          <header>the frame</header>
          <GuardedPage>
            <p>content of vehicles</p>
          </GuardedPage>
        </RouteGuard>
      </AuthProvider>,
      { site: 'aurora-dk', apiUrl: API },
    );
    expect(await screen.findByText('Vi kan ikke hente din konto lige nu. Du er stadig logget ind. Prøv igen om lidt.')).toBeInTheDocument();
    // The frame (header, navigation, sign-out, footer with the roadside number) stays around the error.
    expect(screen.getByText('the frame')).toBeInTheDocument();
    expect(screen.queryByText('content of vehicles')).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    expect(marker()).toBe('true');
    expect(tokenStore().readAccessToken()).toBeDefined();

    mockStore.setFaults(undefined, '');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByText('content of vehicles')).toBeInTheDocument();
    expect(screen.getByText('the frame')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('getProfile=503 on the login page: a signed-in owner goes to vehicles (the outage shows there), not to a login form', async () => {
    signedIn();
    mockStore.setFaults(undefined, 'getProfile=503');
    renderGuarded('login');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(PATHS.vehicles));
    expect(screen.queryByText('content of login')).not.toBeInTheDocument();
    expect(marker()).toBe('true');
  });

  it('a 401 from the profile call does end the session: the owner goes to login', async () => {
    signedIn();
    // The mock refuses a token it did not sign.
    tokenStore().saveAccessToken(demoAccessToken().replace(/\.[^.]+$/, '.forged-signature'));
    const signOuts = answerSignOut();
    renderGuarded('vehicles');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(PATHS.login));
    expect(marker()).toBeNull();
    await waitFor(() => expect(signOuts()).toBe(1));
  });
});

/**
 * docs/product.md#deep-links: the owner sent to login takes the address they were on along
 * (`?next=`), and a signed-in owner who opens login with one goes there instead of to vehicles.
 */
describe('deep links through the guard', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a signed-out owner on a reward goes to login with the reward as the return address', async () => {
    window.history.replaceState(null, '', '/fordele?reward=r-1&utm_source=email');
    renderGuarded('rewards');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/log-ind?next=%2Ffordele%3Freward%3Dr-1%26utm_source%3Demail'));
  });

  it('a session the backend refuses on a page returns the owner to that page after login', async () => {
    window.history.replaceState(null, '', '/min-profil/samtykke');
    tokenStore().saveAccessToken(demoAccessToken().replace(/\.[^.]+$/, '.forged-signature'));
    answerSignOut();
    renderGuarded('profileConsent');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/log-ind?next=%2Fmin-profil%2Fsamtykke'));
  });

  it('home without a query needs no return address', async () => {
    window.history.replaceState(null, '', '/min-bil');
    renderGuarded('home');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(PATHS.login));
  });

  it('a signed-in owner on login with a return address goes there, not to vehicles', async () => {
    tokenStore().saveAccessToken(demoAccessToken());
    window.history.replaceState(null, '', '/log-ind?next=%2Fnyheder%3Farticle%3Da-1');
    renderGuarded('login');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/nyheder?article=a-1'));
  });

  it('a return address elsewhere is not followed: vehicles, as without one', async () => {
    tokenStore().saveAccessToken(demoAccessToken());
    window.history.replaceState(null, '', '/log-ind?next=%2F%2Fevil.example');
    renderGuarded('login');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(PATHS.vehicles));
  });
});
