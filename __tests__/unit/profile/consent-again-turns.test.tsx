import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { CONSENT_AGAIN_LATER_KEY } from '@/config/auth';
import { CONSENT_COOKIE_NAME } from '@/config/analytics';
import { ConsentBanner } from '@/components/shell/consent-banner';
import { ConsentAgainPrompt } from '@/features/profile/consent-again-prompt';
import { mockStore } from '@/api-client/mocks/store';
import { renderSignedIn } from './support';

// The local stand-in for the cookie choice, as in dev, the demo and the end-to-end tests.
jest.mock('@/config/analytics', () => ({ ...jest.requireActual('@/config/analytics'), CONSENT_STAND_IN: true }));

const PROMPT = 'Et samtykke er blevet opdateret';
const PILL = 'Opdateret samtykke: læs og svar';
const COOKIES = 'Cookies – lokal erstatning';

beforeEach(() => {
  mockStore.reset();
  window.sessionStorage.removeItem(CONSENT_AGAIN_LATER_KEY);
});
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE_NAME}=; path=/; max-age=0`;
  window.localStorage.clear();
});

/**
 * A page as the app has it: the prompt comes with the page, the cookie choice once the page has
 * loaded (components/shell/after-load.tsx), here when the test says so.
 */
let loadPage: () => void = () => undefined;
function Page() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    loadPage = () => setLoaded(true);
  }, []);
  return (
    <>
      <ConsentAgainPrompt />
      {loaded && <ConsentBanner />}
    </>
  );
}

/** Every time the open prompt was drawn, from the start of the test. */
function watchPromptOpen(): () => number {
  let seen = 0;
  const observer = new MutationObserver(() => {
    if (document.getElementById('consent-again-title')) seen += 1;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

describe('the consent-again prompt and the cookie choice take turns (docs/design.md#the-bottom-dock)', () => {
  it('on a first visit, waits folded from its first paint while the cookie choice is still to come, and opens once it is answered', async () => {
    const openSeen = watchPromptOpen();
    renderSignedIn(<Page />);
    // Its answers are in before the page has loaded: folded, never open for a moment.
    expect(await screen.findByRole('button', { name: PILL })).toBeInTheDocument();
    act(() => loadPage());
    const cookies = await screen.findByRole('region', { name: COOKIES });
    expect(screen.getByRole('button', { name: PILL })).toBeInTheDocument();
    expect(openSeen()).toBe(0);

    await userEvent.click(within(cookies).getByRole('button', { name: 'Acceptér statistik-cookies' }));
    expect(await screen.findByRole('region', { name: PROMPT })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: COOKIES })).not.toBeInTheDocument();
  });

  it('opens at once when the cookie choice was made on an earlier visit', async () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=1; path=/`;
    renderSignedIn(<Page />);
    expect(await screen.findByRole('region', { name: PROMPT })).toBeInTheDocument();
    act(() => loadPage());
    await waitFor(() => expect(screen.getByRole('region', { name: PROMPT })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: COOKIES })).not.toBeInTheDocument();
  });

  it('opens from its button while the cookie choice waits, if the owner asks', async () => {
    renderSignedIn(<Page />);
    act(() => loadPage());
    await screen.findByRole('region', { name: COOKIES });
    await userEvent.click(await screen.findByRole('button', { name: PILL }));
    expect(screen.getByRole('region', { name: PROMPT })).toBeInTheDocument();
  });
});
