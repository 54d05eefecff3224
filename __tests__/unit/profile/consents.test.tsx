import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONSENT_AGAIN_LATER_KEY } from '@/config/auth';
import { ConsentAgainPrompt } from '@/features/profile/consent-again-prompt';
import { consentsToRenew } from '@/features/profile/consent-rules';
import { UpdateConsents } from '@/features/profile/update-consents';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { apiUrl, customerOf, renderSignedIn } from './support';

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

const puts = () => sent.filter((request) => request.method === 'PUT');
const problem = (status: number) => HttpResponse.json({ title: 'boom', status, type: 'about:blank' }, { status });

describe('Consent tab', () => {
  it('lists each consent with its text, version and a switch in its saved state', async () => {
    renderSignedIn(<UpdateConsents />);
    const email = await screen.findByRole('article', { name: 'Nyheder og tilbud på e-mail' });
    expect(within(email).getByText('Aurora og forhandlerne må sende mig nyheder og tilbud på e-mail.')).toBeInTheDocument();
    expect(within(email).getByText(/^Version 3 · du accepterede version 2 den/)).toBeInTheDocument();
    expect(within(email).getByText(/Teksten er ændret, siden du accepterede version 2/)).toBeInTheDocument();
    expect(within(email).getByRole('switch', { name: 'Nyheder og tilbud på e-mail' })).toHaveAttribute('aria-checked', 'true');
    const profiling = screen.getByRole('article', { name: 'Personlige tilbud' });
    expect(within(profiling).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(within(profiling).getByText(/du sagde nej den/)).toBeInTheDocument();
  });

  it('a required consent cannot be switched off, and the page says what that means', async () => {
    renderSignedIn(<UpdateConsents />);
    const terms = await screen.findByRole('article', { name: 'Vilkår for brug' });
    expect(within(terms).getByRole('switch')).toBeDisabled();
    expect(within(terms).getByText(/Påkrævet for at bruge portalen.*slette din konto under Generelt/)).toBeInTheDocument();
  });

  it('saves a switch at once with PUT consents and shows the saved state', async () => {
    renderSignedIn(<UpdateConsents />);
    const profiling = await screen.findByRole('article', { name: 'Personlige tilbud' });
    await userEvent.click(within(profiling).getByRole('switch'));
    expect(await screen.findAllByText('Gemt: du siger ja til »Personlige tilbud«.')).not.toHaveLength(0);
    expect(within(profiling).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(await puts()[0]!.json()).toEqual({ consents: [{ consentId: 'profiling', accepted: true }] });
    expect(customerOf('aurora-dk').customer!.consents.profiling).toMatchObject({ accepted: true, acceptedVersion: 1 });
  });

  it('renews an out-of-date consent from its own button', async () => {
    renderSignedIn(<UpdateConsents />);
    const email = await screen.findByRole('article', { name: 'Nyheder og tilbud på e-mail' });
    await userEvent.click(within(email).getByRole('button', { name: 'Acceptér version 3' }));
    await waitFor(() => expect(within(email).queryByText(/Teksten er ændret/)).not.toBeInTheDocument());
    expect(customerOf('aurora-dk').customer!.consents['marketing-email']).toMatchObject({ accepted: true, acceptedVersion: 3 });
  });

  it('keeps the switch as it was and says so when saving fails', async () => {
    mockServer.use(http.put(`${apiUrl('aurora-dk')}/api/profile/consents`, () => problem(500)));
    renderSignedIn(<UpdateConsents />);
    const sms = await screen.findByRole('article', { name: 'Påmindelser på sms' });
    await userEvent.click(within(sms).getByRole('switch'));
    expect(await screen.findAllByText('Vi kunne ikke gemme dit valg for »Påmindelser på sms«. Prøv igen.')).not.toHaveLength(0);
    expect(within(sms).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('shows what failed with a retry, and an empty state when there are none', async () => {
    let fail = true;
    mockServer.use(http.get(`${apiUrl('aurora-dk')}/api/profile/consents/latest`, () => (fail ? problem(503) : HttpResponse.json([]))));
    mockServer.use(http.get(`${apiUrl('aurora-dk')}/api/profile/consents`, () => (fail ? problem(503) : HttpResponse.json([]))));
    renderSignedIn(<UpdateConsents />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente dine samtykker.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Prøv igen/ }));
    expect(await screen.findAllByText('Der er ikke noget at give samtykke til lige nu.')).not.toHaveLength(0);
  });
});

describe('the consent-again prompt', () => {
  it('asks for a consent accepted in an older version, on a site with mustConsentAgain', async () => {
    renderSignedIn(<ConsentAgainPrompt />, { site: 'aurora-dk' });
    const prompt = await screen.findByRole('region', { name: 'Et samtykke er blevet opdateret' });
    expect(within(prompt).getByText('Nyheder og tilbud på e-mail')).toBeInTheDocument();
    expect(within(prompt).queryByText('Vilkår for brug')).not.toBeInTheDocument();
  });

  it('never shows on a site with mustConsentAgain off, even with the same out-of-date consent', async () => {
    renderSignedIn(<ConsentAgainPrompt />, { site: 'volta-dk' });
    expect(customerOf('volta-dk').customer!.consents['marketing-email']?.acceptedVersion).toBe(2);
    // Nothing is even fetched for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.url.includes('/consents'))).toHaveLength(0);
  });

  it('does not show when the accepted version is the latest', async () => {
    customerOf('aurora-se').customer!.consents['marketing-email'] = { accepted: true, acceptedVersion: 3, decidedAt: new Date().toISOString() };
    renderSignedIn(<ConsentAgainPrompt />, { site: 'aurora-se' });
    await waitFor(() => expect(sent.filter((request) => request.url.endsWith('/consents/latest'))).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('saves an acceptance and goes away', async () => {
    renderSignedIn(<ConsentAgainPrompt />, { site: 'aurora-se' });
    const prompt = await screen.findByRole('region', { name: 'Ett samtycke har uppdaterats' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Jag godkänner' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ett samtycke har uppdaterats' })).not.toBeInTheDocument());
    expect(await screen.findAllByText('Tack. Ditt samtycke är uppdaterat.')).not.toHaveLength(0);
    expect(customerOf('aurora-se').customer!.consents['marketing-email']).toMatchObject({ accepted: true, acceptedVersion: 3 });
  });

  it('saves a refusal and goes away', async () => {
    renderSignedIn(<ConsentAgainPrompt />, { site: 'aurora-dk' });
    const prompt = await screen.findByRole('region', { name: 'Et samtykke er blevet opdateret' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Nej tak' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Et samtykke er blevet opdateret' })).not.toBeInTheDocument());
    expect(customerOf('aurora-dk').customer!.consents['marketing-email']).toMatchObject({ accepted: false, acceptedVersion: 3 });
  });

  it('folds into a button with "Later" for the rest of the visit, and opens again from it', async () => {
    window.sessionStorage.removeItem(CONSENT_AGAIN_LATER_KEY);
    const first = renderSignedIn(<ConsentAgainPrompt />, { site: 'aurora-dk' });
    const prompt = await screen.findByRole('region', { name: 'Et samtykke er blevet opdateret' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Senere' }));
    const reopen = screen.getByRole('button', { name: 'Opdateret samtykke: læs og svar' });
    expect(reopen).toHaveFocus();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // Nothing was answered.
    expect(customerOf('aurora-dk').customer!.consents['marketing-email']).toMatchObject({ accepted: true, acceptedVersion: 2 });

    // The next page of the visit shows the button, not the prompt.
    first.unmount();
    renderSignedIn(<ConsentAgainPrompt />, { site: 'aurora-dk' });
    await userEvent.click(await screen.findByRole('button', { name: 'Opdateret samtykke: læs og svar' }));
    expect(screen.getByText('Et samtykke er blevet opdateret')).toHaveFocus();
    expect(window.sessionStorage.getItem(CONSENT_AGAIN_LATER_KEY)).toBeNull();
  });

  it('picks only accepted consents with a newer version, and only when the site asks', () => {
    const base = { type: 'marketing-email' as const, title: 'T', text: 'x', document: null, required: false, decidedAt: null, needsRenewal: false };
    const consents = [
      { ...base, consentId: 'a', version: 3, accepted: true, acceptedVersion: 2 },
      { ...base, consentId: 'b', version: 3, accepted: true, acceptedVersion: 3 },
      { ...base, consentId: 'c', version: 3, accepted: false, acceptedVersion: 1 },
    ];
    const latest = consents.map(({ consentId, type, title, text, document, required }) => ({ consentId, type, title, text, document, required, version: 3 }));
    expect(consentsToRenew(true, consents, latest).map((row) => row.consent.consentId)).toEqual(['a']);
    expect(consentsToRenew(false, consents, latest)).toEqual([]);
    expect(consentsToRenew(true, consents, latest.map((item) => ({ ...item, version: 2 })))).toEqual([]);
  });
});
