/** @jest-environment node */
import { ApiError } from '@/api-client/core/api-error';
import { createApiClient } from '@/api-client/core/client';
import { deleteProfile, getInvite, getUnsubscribe } from '@/api-client/profile/profile-api';
import { getConsents } from '@/api-client/consents/consents-api';
import { auditEmailCampaignHighlight } from '@/api-client/publications/publications-api';
import { emailHint } from '@/api-client/mocks/handlers/profile-handlers';
import { seedUuid } from '@/api-client/mocks/seed/ids';
import {
  DELETABLE_OWNER_EMAIL,
  EMAIL_LINK_CUSTOMERS,
  INVITATION_VALID_DAYS,
  OTHER_OWNER_EMAIL,
  PENDING_OWNER_EMAIL,
} from '@/api-client/mocks/seed/partition';
import { mockStore } from '@/api-client/mocks/store';
import { siteBaseUrl, signedInClient, tokensFor } from './support';

/*
 * The e-mail links' calls (docs/product.md#e-mail-landing-pages): what makes a link done,
 * already done, expired (410) or unknown (404), and that the answers are the store's state.
 */
beforeEach(() => mockStore.reset());

const anonymous = (siteId = 'aurora-dk') => createApiClient({ baseURL: siteBaseUrl(siteId) });
const KEY = 'AUR-DK';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function status(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}

const customerIdOf = (email: string) => mockStore.partition('AUR', 'DK').customers.find((c) => c.email === email)!.customerId;

describe('emailHint', () => {
  it('keeps the first letter and the domain only', () => {
    expect(emailHint('owner@example.com')).toBe('o***@example.com');
    expect(emailHint('a@b.dk')).toBe('a***@b.dk');
    expect(emailHint('no-at-sign')).toBe('***');
    expect(emailHint('@example.com')).toBe('***');
  });
});

describe('getUnsubscribe', () => {
  it('unsubscribes the demo owner once, then answers that it was already done', async () => {
    const first = await getUnsubscribe(anonymous(), { customerId: EMAIL_LINK_CUSTOMERS.demo(KEY) });
    expect(first).toEqual({
      customerId: EMAIL_LINK_CUSTOMERS.demo(KEY),
      unsubscribed: true,
      alreadyUnsubscribed: false,
      emailHint: 'o***@example.com',
    });
    // The profile's consent says so too.
    const { accessToken } = tokensFor();
    const consents = await getConsents(signedInClient('aurora-dk', accessToken.token));
    expect(consents.find((c) => c.consentId === 'marketing-email')?.accepted).toBe(false);

    const second = await getUnsubscribe(anonymous(), { customerId: EMAIL_LINK_CUSTOMERS.demo(KEY) });
    expect(second.alreadyUnsubscribed).toBe(true);
  });

  it('answers already done for an owner who never subscribed, and changes nothing', async () => {
    const answer = await getUnsubscribe(anonymous(), { customerId: customerIdOf(OTHER_OWNER_EMAIL) });
    expect(answer.alreadyUnsubscribed).toBe(true);
    expect(mockStore.partition('AUR', 'DK').customers.find((c) => c.email === OTHER_OWNER_EMAIL)!.consents['marketing-email']).toBeUndefined();
  });

  it('is 404 for an id nobody has and 410 for a closed account, also one closed just now', async () => {
    expect(await status(getUnsubscribe(anonymous(), { customerId: UNKNOWN_ID }))).toBe(404);
    expect(await status(getUnsubscribe(anonymous(), { customerId: EMAIL_LINK_CUSTOMERS.closed(KEY) }))).toBe(410);

    const { accessToken, customer } = tokensFor('AUR', 'DK', DELETABLE_OWNER_EMAIL);
    await deleteProfile(signedInClient('aurora-dk', accessToken.token));
    expect(await status(getUnsubscribe(anonymous(), { customerId: customer.customerId }))).toBe(410);
  });

  it('keeps each brand and market apart: an Aurora id is unknown on Volta', async () => {
    expect(await status(getUnsubscribe(anonymous('volta-dk'), { customerId: EMAIL_LINK_CUSTOMERS.demo(KEY) }))).toBe(404);
  });
});

describe('getInvite', () => {
  it('an open invitation: the pending owner, by first name, with the address as a hint and when it expires', async () => {
    const now = mockStore.now().getTime();
    const invite = await getInvite(anonymous(), { customerId: EMAIL_LINK_CUSTOMERS.pending(KEY) });
    expect(invite).toMatchObject({ customerId: EMAIL_LINK_CUSTOMERS.pending(KEY), firstName: 'Sofie', status: 'pending', emailHint: 'n***@example.com' });
    expect(customerIdOf(PENDING_OWNER_EMAIL)).toBe(EMAIL_LINK_CUSTOMERS.pending(KEY));
    const days = (Date.parse(invite.expiresAt) - now) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_VALID_DAYS - 3);
    expect(days).toBeLessThan(INVITATION_VALID_DAYS - 1);
  });

  it('already done: an owner with an account, however old the invitation', async () => {
    const invite = await getInvite(anonymous('aurora-se'), { customerId: EMAIL_LINK_CUSTOMERS.demo('AUR-SE') });
    expect(invite).toMatchObject({ status: 'active', firstName: 'Anna' });
  });

  it('expired: 410 for the late invitee, and for the open one once its time has passed', async () => {
    expect(await status(getInvite(anonymous(), { customerId: EMAIL_LINK_CUSTOMERS.lateInvitee(KEY) }))).toBe(410);
    mockStore.advanceClock(INVITATION_VALID_DAYS * 86_400_000);
    expect(await status(getInvite(anonymous(), { customerId: EMAIL_LINK_CUSTOMERS.pending(KEY) }))).toBe(410);
  });

  it('unknown: 404 for an id nobody has and for a customer never invited; a closed account is 410', async () => {
    expect(await status(getInvite(anonymous(), { customerId: UNKNOWN_ID }))).toBe(404);
    expect(await status(getInvite(anonymous(), { customerId: customerIdOf(OTHER_OWNER_EMAIL) }))).toBe(404);
    expect(await status(getInvite(anonymous(), { customerId: EMAIL_LINK_CUSTOMERS.closed(KEY) }))).toBe(410);
  });
});

describe('auditEmailCampaignHighlight', () => {
  it('records an arrival with the customer of the link, without a token', async () => {
    const highlightId = seedUuid(`reward:${KEY}:0`);
    expect(mockStore.partition('AUR', 'DK').publications.some((p) => p.id === highlightId)).toBe(true);
    await auditEmailCampaignHighlight(anonymous(), { HighlightId: highlightId, CustomerId: EMAIL_LINK_CUSTOMERS.demo(KEY), Source: 'email', Type: 'click' });
    expect(mockStore.partition('AUR', 'DK').audits).toEqual([
      expect.objectContaining({ highlightId, customerId: EMAIL_LINK_CUSTOMERS.demo(KEY), source: 'email', type: 'click', channel: 'email-campaign' }),
    ]);
  });

  it('refuses an unknown highlight or customer with 404', async () => {
    const highlightId = seedUuid(`reward:${KEY}:0`);
    expect(await status(auditEmailCampaignHighlight(anonymous(), { HighlightId: 'nope', CustomerId: EMAIL_LINK_CUSTOMERS.demo(KEY) }))).toBe(404);
    expect(await status(auditEmailCampaignHighlight(anonymous(), { HighlightId: highlightId, CustomerId: UNKNOWN_ID }))).toBe(404);
  });
});
