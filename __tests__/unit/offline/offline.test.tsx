import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureKey, offlineError } from '@/api-client/core/api-error';
import { createQueryClient } from '@/api-client/core/query-client';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { OfflineBanner } from '@/components/shell/offline-banner';
import { UpdateProfile } from '@/features/profile/update-profile';
import { renderWithProviders } from '../../utils/render-with-providers';
import { fakeRouter, renderSignedIn } from '../profile/support';

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
afterEach(() => act(() => onlineManager.setOnline(true)));

/** What the browser's offline and online events do (React Query's onlineManager listens to them). */
const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));

describe('failureKey', () => {
  it('gives a change refused offline the common sentence, anything else the screen’s own key', () => {
    expect(failureKey(offlineError('updateProfile'), 'general.saveFailed')).toBe('common:errors.offline');
    expect(failureKey(new Error('boom'), 'general.saveFailed')).toBe('general.saveFailed');
  });

  it('gives any failure met while the browser is offline (a session route the browser could not reach) the same sentence', () => {
    goOffline();
    expect(failureKey(new Error('The session route could not be reached.'), 'error.generic')).toBe('common:errors.offline');
  });
});

describe('the query client offline', () => {
  it('pauses mutations no more: they always run, so a change pressed offline can be refused at once', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.networkMode).toBe('always');
    // Queries keep the default: paused offline, on again by themselves when back online.
    expect(createQueryClient().getDefaultOptions().queries?.networkMode).toBeUndefined();
  });
});

describe('OfflineBanner', () => {
  function renderBanner(children?: ReactNode) {
    return renderWithProviders(
      <>
        <OfflineBanner belowHeader />
        {children}
      </>,
      { site: 'aurora-dk' },
    );
  }

  it('says nothing while online, says so quietly when offline, and that the page is online again', async () => {
    renderBanner();
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    goOffline();
    expect(region).toHaveTextContent('Du er offline. Ændringer kan ikke gemmes, før du er online igen.');
    goOnline();
    expect(region).toHaveTextContent('Du er online igen.');
    expect(screen.queryByText(/Ændringer kan ikke gemmes/)).not.toBeInTheDocument();
  });
});

describe('a save pressed offline', () => {
  const saveButton = () => screen.getByRole('button', { name: 'Gem ændringer' });
  const puts = () => sent.filter((request) => request.method === 'PUT');

  it('is refused at once with the offline sentence, sends nothing and keeps what was typed; online again, it saves', async () => {
    renderSignedIn(<UpdateProfile />);
    await screen.findByDisplayValue('Mette');
    await userEvent.clear(screen.getByLabelText(/^Fornavn/));
    await userEvent.type(screen.getByLabelText(/^Fornavn/), 'Mathilde');

    goOffline();
    await userEvent.click(saveButton());
    expect(await screen.findByText('Du er offline, så intet blev sendt. Det, du har skrevet, er her stadig. Prøv igen, når du er online.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    expect(screen.getByLabelText(/^Fornavn/)).toHaveValue('Mathilde');
    expect(saveButton()).toBeEnabled();

    goOnline();
    await userEvent.click(saveButton());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(await screen.findByText('Dine oplysninger er gemt.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fornavn/)).toHaveValue('Mathilde');
  });
});
