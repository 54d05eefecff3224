import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStore } from '@/api-client/mocks/store';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { CONSENT_AGAIN_LATER_KEY } from '@/config/auth';
import { ConsentAgainPrompt } from '@/features/profile/consent-again-prompt';
import { customerOf, renderSignedIn } from './support';

beforeEach(() => {
  mockStore.reset();
  window.sessionStorage.removeItem(CONSENT_AGAIN_LATER_KEY);
});

/** The prompt as the layout has it: after the page's main content (the skip link's target). */
function renderPage() {
  return renderSignedIn(
    <>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>Forside</h1>
      </main>
      <ConsentAgainPrompt />
    </>,
    { site: 'aurora-dk' },
  );
}

const REGION = 'Et samtykke er blevet opdateret';

describe('the consent-again prompt keeps keyboard focus', () => {
  it('moves focus to the main content when the prompt goes after Accept', async () => {
    renderPage();
    const prompt = await screen.findByRole('region', { name: REGION });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Jeg siger ja' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: REGION })).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
  });

  it('moves focus to the main content when the prompt goes after Decline', async () => {
    renderPage();
    const prompt = await screen.findByRole('region', { name: REGION });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Nej tak' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: REGION })).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
  });

  it('moves focus to Accept when Decline answered the optional consents and a required one is left', async () => {
    customerOf('aurora-dk').customer!.consents['terms'] = { accepted: true, acceptedVersion: 1, decidedAt: new Date().toISOString() };
    renderPage();
    const prompt = await screen.findByRole('region');
    await waitFor(() => expect(within(prompt).getByText('Vilkår for brug')).toBeInTheDocument());
    await userEvent.click(within(prompt).getByRole('button', { name: 'Nej tak' }));
    await waitFor(() => expect(within(prompt).queryByRole('button', { name: 'Nej tak' })).not.toBeInTheDocument());
    expect(within(prompt).queryByText('Nyheder og tilbud på e-mail')).not.toBeInTheDocument();
    await waitFor(() => expect(within(prompt).getByRole('button', { name: 'Jeg siger ja' })).toHaveFocus());
  });
});
