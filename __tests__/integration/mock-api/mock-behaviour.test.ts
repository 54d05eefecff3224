/** @jest-environment node */
import { jwtDecode } from 'jwt-decode';
import { ApiError } from '@/api-client/core/api-error';
import { getConsents, updateConsents } from '@/api-client/consents/consents-api';
import {
  changeEmail,
  changePassword,
  forgotPassword,
  NotAuthenticatedError,
  refreshToken,
  resetPassword,
  revokeToken,
  signIn,
  signUp,
} from '@/api-client/identity/identity-api';
import {
  buyGiftCard,
  getEarnedPointsSummary,
  getGiftCard,
  getGiftCards,
  getGiftCardVendors,
  getLoyaltyAccount,
  getRedemptions,
} from '@/api-client/loyalty/loyalty-api';
import { getNews } from '@/api-client/news/news-api';
import { getProfile, updateProfile } from '@/api-client/profile/profile-api';
import { claimReward, getPublications } from '@/api-client/publications/publications-api';
import { getRetailerSites } from '@/api-client/retailers/retailers-api';
import { addVehicle, getVehicles, searchVehicle, updateVehicleMileage } from '@/api-client/vehicles/vehicles-api';
import { getInvoiceItems, getInvoiceTotalThisYear } from '@/api-client/invoices/invoices-api';
import { DEMO_OWNER_PASSWORD, OTHER_OWNER_EMAIL } from '@/api-client/mocks/seed/partition';
import { mockStore } from '@/api-client/mocks/store';
import { createApiClient } from '@/api-client/core/client';
import { siteBaseUrl, signedInClient, tokensFor } from './support';

beforeEach(() => mockStore.reset());

const anonymous = (siteId = 'aurora-dk') => createApiClient({ baseURL: siteBaseUrl(siteId) });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('demo data', () => {
  it('the demo owner has a name, two vehicles on Aurora sites and one on Volta sites', async () => {
    for (const [site, count] of [['aurora-dk', 2], ['aurora-se', 2], ['volta-dk', 1], ['volta-se', 1]] as const) {
      const tokens = await signIn(anonymous(site), { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD });
      const client = signedInClient(site, tokens.accessToken.token);
      const profile = await getProfile(client);
      expect(profile.firstName).toBeTruthy();
      expect(profile.lastName).toBeTruthy();
      expect(profile.marketId).toBe(site.endsWith('dk') ? 'DK' : 'SE');
      expect(await getVehicles(client)).toHaveLength(count);
    }
  });

  it('has three pages of news of 10, rewards across categories, 20+ dealers, invoices across two years', async () => {
    const client = signedInClient('aurora-dk', tokensFor().accessToken.token);
    const page3 = await getNews(client, { source: 'website', page: 3, pageSize: 10 });
    expect(page3.pagination.page).toBe(3);
    expect(page3.pagination.totalCount).toBeGreaterThanOrEqual(25);
    const rewards = await getPublications(client, { PublicationTypes: ['reward', 'offer', 'event'], PageSize: 100 });
    expect(rewards.data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rewards.data.map((r) => r.category)).size).toBeGreaterThanOrEqual(3);
    expect(rewards.data.some((r) => r.isHighlight)).toBe(true);
    expect(rewards.data.some((r) => r.isExternal && r.externalUrl)).toBe(true);
    expect(rewards.data.some((r) => r.vehicleModels.length > 0)).toBe(true);
    const dk = await getRetailerSites(client, { PageSize: 100 });
    const se = await getRetailerSites(signedInClient('aurora-se', tokensFor('AUR', 'SE').accessToken.token), { PageSize: 100 });
    expect(dk.data.length + se.data.length).toBeGreaterThanOrEqual(20);
    for (const site of [...dk.data, ...se.data]) {
      expect(site.openingHours.length).toBeGreaterThan(0);
      expect(site.location.latitude).toBeGreaterThan(54);
    }
    const invoices = await getInvoiceItems(client, { PageSize: 100 });
    expect(new Set(invoices.data.map((i) => i.date.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    expect((await getInvoiceTotalThisYear(client)).totalAmount).toBeGreaterThan(0);
  });

  it('one consent needs renewal', async () => {
    const client = signedInClient('aurora-dk', tokensFor().accessToken.token);
    const consents = await getConsents(client);
    expect(consents.filter((c) => c.needsRenewal).map((c) => c.consentId)).toEqual(['marketing-email']);
    await updateConsents(client, { consents: [{ consentId: 'marketing-email', accepted: true }] });
    expect((await getConsents(client)).some((c) => c.needsRenewal)).toBe(false);
  });
});

describe('state', () => {
  it('what a PUT, POST or DELETE changes is what the next GET returns', async () => {
    const client = signedInClient('aurora-dk', tokensFor().accessToken.token);
    await updateProfile(client, { firstName: 'Mette', lastName: 'Lund' });
    expect((await getProfile(client)).lastName).toBe('Lund');

    const [vehicle] = await getVehicles(client);
    await updateVehicleMileage(client, { vehicleId: vehicle!.vehicleId, mileage: vehicle!.mileage + 500 });
    expect((await getVehicles(client))[0]!.mileage).toBe(vehicle!.mileage + 500);

    const found = await searchVehicle(client, { searchValue: 'ak29640', brandId: 'AUR', marketId: 'DK' });
    expect(found.hasOwner).toBe(false);
    await addVehicle(client, { vehicleId: found.vehicleId, source: 'website' });
    expect(await getVehicles(client)).toHaveLength(3);

    const before = await getLoyaltyAccount(client);
    const card = await buyGiftCard(client, { vendorCode: 'CINEMA', amount: 100 });
    expect((await getLoyaltyAccount(client)).pointsBalance).toBe(before.pointsBalance - card.pointsCost);
    expect((await getGiftCards(client))[0]!.auditNumber).toBe(card.auditNumber);
  });

  it('keeps brands and markets apart, and reset() restores the seed', async () => {
    const aurora = signedInClient('aurora-dk', tokensFor().accessToken.token);
    await updateProfile(aurora, { firstName: 'Changed', lastName: 'Name' });
    const volta = signedInClient('volta-dk', tokensFor('VLT', 'DK').accessToken.token);
    expect((await getProfile(volta)).firstName).not.toBe('Changed');
    mockStore.reset();
    expect((await getProfile(signedInClient('aurora-dk', tokensFor().accessToken.token))).firstName).not.toBe('Changed');
  });

  it('a reward is claimed once; another customer id is forbidden', async () => {
    const { accessToken, customer, partition } = tokensFor();
    const client = signedInClient('aurora-dk', accessToken.token);
    const reward = partition.publications.find((p) => p.publicationType === 'reward' && p.vehicleModels.length === 0)!;
    const claim = await claimReward(client, { customerId: customer.customerId, rewardId: reward.id });
    expect(claim.rewardId).toBe(reward.id);
    expect((await failure(claimReward(client, { customerId: customer.customerId, rewardId: reward.id }))).status).toBe(409);
    const other = partition.customers.find((c) => c.email === OTHER_OWNER_EMAIL)!;
    expect((await failure(claimReward(client, { customerId: other.customerId, rewardId: reward.id }))).status).toBe(403);
    expect((await failure(claimReward(client, { customerId: customer.customerId, rewardId: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);
  });
});

describe('the loyalty programme', () => {
  it('an owner outside it gets 404 from every loyalty call but the vendor catalogue', async () => {
    const { accessToken } = tokensFor('AUR', 'DK', OTHER_OWNER_EMAIL);
    const client = signedInClient('aurora-dk', accessToken.token);
    const period = { StartDate: '2026-01-01T00:00:00.000Z', EndDate: '2026-12-31T23:59:59.999Z', Page: 1, PageSize: 5 };
    for (const call of [
      getLoyaltyAccount(client),
      getEarnedPointsSummary(client, period),
      getRedemptions(client, period),
      getGiftCards(client),
      getGiftCard(client, { auditNumber: '4045000000' }),
      buyGiftCard(client, { vendorCode: 'CINEMA', amount: 100 }),
    ]) {
      expect((await failure(call)).kind).toBe('notFound');
    }
    expect((await getGiftCardVendors(client)).length).toBeGreaterThan(0);
    // The demo owner is in it.
    const member = signedInClient('aurora-dk', tokensFor().accessToken.token);
    expect((await getLoyaltyAccount(member)).accountNumber).toMatch(/^AURDK/);
  });

  it('a new owner is not in it until a dealer enrols them', async () => {
    await signUp(anonymous(), { email: 'new.member@example.com', firstName: 'Ny', lastName: 'Ejer', consents: [{ consentId: 'terms', accepted: true }] });
    const { partition } = tokensFor();
    const created = partition.customers.find((c) => c.email === 'new.member@example.com')!;
    expect(created.loyalty.accountNumber).toBeNull();
  });
});

describe('authentication', () => {
  it('signs in with a JWT whose exp is in seconds, 5 minutes by default', async () => {
    const tokens = await signIn(anonymous(), { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD });
    const claims = jwtDecode<{ exp: number; iat: number; sub: string }>(tokens.accessToken.token);
    expect(claims.exp - claims.iat).toBe(300);
    expect(Math.abs(claims.exp - Date.now() / 1000)).toBeLessThan(310);
    expect(tokens.refreshToken.token).not.toContain('.');
  });

  it('honours MOCK_ACCESS_TOKEN_TTL_SECONDS', async () => {
    process.env.MOCK_ACCESS_TOKEN_TTL_SECONDS = '60';
    try {
      const tokens = await signIn(anonymous(), { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD });
      const claims = jwtDecode<{ exp: number; iat: number }>(tokens.accessToken.token);
      expect(claims.exp - claims.iat).toBe(60);
    } finally {
      delete process.env.MOCK_ACCESS_TOKEN_TTL_SECONDS;
    }
  });

  it('a wrong password is "Not authenticated"', async () => {
    const error = await signIn(anonymous(), { email: 'owner@example.com', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAuthenticatedError);
    expect((error as Error).message).toBe('Not authenticated');
    expect((error as NotAuthenticatedError).status).toBe(401);
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'not-a-jwt'],
    ['forged', `${tokensForHeader()}.forged`],
  ])('a %s bearer gets 401', async (_, token) => {
    const error = await failure(getProfile(signedInClient('aurora-dk', token)));
    expect(error.status).toBe(401);
    expect(error.problem?.status).toBe(401);
  });

  it('an expired access token gets 401, and calls onAuthError', async () => {
    const onAuthError = jest.fn();
    const { accessToken } = tokensFor();
    const client = signedInClient('aurora-dk', accessToken.token, { onAuthError });
    await expect(getProfile(client)).resolves.toBeDefined();
    mockStore.advanceClock(301_000);
    const error = await failure(getProfile(client));
    expect(error.status).toBe(401);
    expect(error.problem?.detail).toMatch(/expired/);
    expect(onAuthError).toHaveBeenCalledWith(401);
  });

  it('a token of one site is not accepted by another brand', async () => {
    expect((await failure(getProfile(signedInClient('volta-dk', tokensFor().accessToken.token)))).status).toBe(401);
  });

  it('refresh rotates the refresh token and rejects a used or unknown one', async () => {
    const client = anonymous();
    const first = await signIn(client, { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD });
    const second = await refreshToken(client, { refreshToken: first.refreshToken.token });
    expect(second.refreshToken.token).not.toBe(first.refreshToken.token);
    await expect(getProfile(signedInClient('aurora-dk', second.accessToken.token))).resolves.toBeDefined();

    // Past the reuse grace window (a lost answer may be retried within it), reuse is refused.
    mockStore.advanceClock(60_000);
    expect((await failure(refreshToken(client, { refreshToken: first.refreshToken.token }))).status).toBe(401);
    // Reuse revokes the family: the token handed out by the rotation is dead too.
    expect((await failure(refreshToken(client, { refreshToken: second.refreshToken.token }))).status).toBe(401);
    expect((await failure(refreshToken(client, { refreshToken: 'unknown' }))).status).toBe(401);
  });

  it('a revoked refresh token cannot refresh', async () => {
    const client = anonymous();
    const tokens = await signIn(client, { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD });
    await revokeToken(client, { refreshToken: tokens.refreshToken.token });
    expect((await failure(refreshToken(client, { refreshToken: tokens.refreshToken.token }))).status).toBe(401);
  });

  it('sign-out revokes the whole family: a token rotated from it before (a stolen copy) is dead too, another sign-in is not', async () => {
    const client = anonymous();
    const owner = { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD };
    const first = await signIn(client, owner);
    // Someone took the token and rotated it; the owner's browser still holds the first one.
    const stolen = await refreshToken(client, { refreshToken: first.refreshToken.token });
    const otherBrowser = await signIn(client, owner);
    await revokeToken(client, { refreshToken: first.refreshToken.token });
    expect((await failure(refreshToken(client, { refreshToken: stolen.refreshToken.token }))).status).toBe(401);
    expect((await failure(refreshToken(client, { refreshToken: first.refreshToken.token }))).status).toBe(401);
    // Another sign-in is another session, untouched.
    await expect(refreshToken(client, { refreshToken: otherBrowser.refreshToken.token })).resolves.toBeDefined();
  });

  it('ends a session 30 days after sign-in whatever its tokens say, and revokes the family', async () => {
    const client = anonymous();
    const DAY_MS = 24 * 3600 * 1000;
    const signedInAt = mockStore.now().getTime();
    let current = (await signIn(client, { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD })).refreshToken;
    // Refreshed every 13 days (within the 14-day life of each token): fine until the 30th day.
    for (let rotation = 0; rotation < 2; rotation += 1) {
      mockStore.advanceClock(13 * DAY_MS);
      current = (await refreshToken(client, { refreshToken: current.token })).refreshToken;
    }
    // The last one's own expiry is cut at the session's end (day 30), not 14 days from day 26.
    expect(Date.parse(current.expires)).toBeLessThanOrEqual(signedInAt + 30 * DAY_MS + 1_000);
    mockStore.advanceClock(4 * DAY_MS);
    const refused = await failure(refreshToken(client, { refreshToken: current.token }));
    expect(refused.status).toBe(401);
    expect(refused.problem?.detail ?? refused.problem?.title).toMatch(/absolute lifetime/);
    expect([...mockStore.refreshTokens.values()].every((record) => record.revoked)).toBe(true);
  });

  it('sign-up, activation and sign-in', async () => {
    const client = anonymous('volta-se');
    await signUp(client, { email: 'Ny.Agare@example.com', firstName: 'Ny', lastName: 'Ägare', consents: [{ consentId: 'terms', accepted: true }] });
    await expect(signIn(client, { email: 'ny.agare@example.com', password: 'Secret123' })).rejects.toThrow('Not authenticated');
    const mail = mockStore.lastEmailTo('ny.agare@example.com', 'activation')!;
    expect(mail.token).toBeTruthy();
    await resetPassword(client, { email: 'ny.agare@example.com', token: mail.token!, newPassword: 'Secret123' });
    const tokens = await signIn(client, { email: 'ny.agare@example.com', password: 'Secret123' });
    expect((await getProfile(signedInClient('volta-se', tokens.accessToken.token))).firstName).toBe('Ny');
    // The token is single use.
    expect((await failure(resetPassword(client, { email: 'ny.agare@example.com', token: mail.token!, newPassword: 'Other1234' }))).status).toBe(400);
  });

  it('forgot and reset password, change password, change email', async () => {
    const client = anonymous();
    await forgotPassword(client, { email: 'owner@example.com' });
    const mail = mockStore.lastEmailTo('owner@example.com', 'password-reset')!;
    await resetPassword(client, { email: 'owner@example.com', token: mail.token!, newPassword: 'NewPass123' });
    await expect(signIn(client, { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD })).rejects.toThrow('Not authenticated');
    const tokens = await signIn(client, { email: 'owner@example.com', password: 'NewPass123' });

    const signedIn = signedInClient('aurora-dk', tokens.accessToken.token);
    expect((await failure(changePassword(signedIn, { currentPassword: 'wrong', newPassword: 'Another123' }))).status).toBe(400);
    await changePassword(signedIn, { currentPassword: 'NewPass123', newPassword: 'Another123' });
    await changeEmail(signedIn, { newEmail: 'mette.hansen@example.com', password: 'Another123' });
    expect((await getProfile(signedIn)).email).toBe('mette.hansen@example.com');
    await expect(signIn(client, { email: 'mette.hansen@example.com', password: 'Another123' })).resolves.toBeDefined();
    expect((await failure(changeEmail(signedIn, { newEmail: OTHER_OWNER_EMAIL, password: 'Another123' }))).status).toBe(409);
  });
});

describe('errors and faults', () => {
  it('a bad body is a 400 problem naming the fields', async () => {
    const client = signedInClient('aurora-dk', tokensFor().accessToken.token);
    const error = await failure(updateProfile(client, { firstName: '', lastName: 'X' }));
    expect(error.status).toBe(400);
    expect(error.kind).toBe('validation');
    expect(error.problem?.errors?.firstName).toBeDefined();
  });

  it('an unknown site is a 404 problem', async () => {
    const error = await failure(getProfile(signedInClient('nowhere', 'x')));
    expect(error.status).toBe(404);
    expect(error.problem?.title).toBe('Not Found');
  });

  it('MOCK_FAULTS makes chosen operations fail, and the x-mock-fault header wins', async () => {
    const client = signedInClient('aurora-dk', tokensFor().accessToken.token);
    process.env.MOCK_FAULTS = 'getVehicles=500, getProfile=503';
    try {
      expect((await failure(getVehicles(client))).status).toBe(500);
      expect((await failure(getProfile(client))).status).toBe(503);
      await expect(getNews(client)).resolves.toBeDefined();
      const healthy = await client.authenticated.get('/api/profile/vehicles', { headers: { 'x-mock-fault': 'getVehicles=none,getNews=500' } });
      expect(healthy.status).toBe(200);
    } finally {
      delete process.env.MOCK_FAULTS;
    }
    await expect(getVehicles(client)).resolves.toHaveLength(2);
    const header = await failure(client.authenticated.get('/api/profile/vehicles', { headers: { 'x-mock-fault': '*=503' } }));
    expect(header.status).toBe(503);
  });

  it('the slow fault delays the answer', async () => {
    process.env.MOCK_SLOW_MS = '300';
    try {
      const client = signedInClient('aurora-dk', tokensFor().accessToken.token);
      const started = Date.now();
      await client.authenticated.get('/api/profile/vehicles', { headers: { 'x-mock-fault': 'getVehicles=slow' } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    } finally {
      delete process.env.MOCK_SLOW_MS;
    }
  });
});

function tokensForHeader(): string {
  return Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url') + '.' + Buffer.from('{"exp":9999999999}').toString('base64url');
}
