/** @jest-environment node */
import type { ApiClient } from '@/api-client/core/client';
import { mockOperations } from '@/api-client/mocks/handlers';
import { mockServer } from '@/api-client/mocks/node';
import {
  BRAND_ACCOUNT_EMAIL,
  BRAND_ACCOUNT_PASSWORD,
  DEMO_ACTIVATION_TOKEN,
  DEMO_OWNER_PASSWORD,
  PENDING_OWNER_EMAIL,
} from '@/api-client/mocks/seed/partition';
import { mockStore } from '@/api-client/mocks/store';
import * as consents from '@/api-client/consents/consents-api';
import * as identity from '@/api-client/identity/identity-api';
import * as interests from '@/api-client/interests/interests-api';
import * as invoices from '@/api-client/invoices/invoices-api';
import * as loyalty from '@/api-client/loyalty/loyalty-api';
import * as news from '@/api-client/news/news-api';
import * as parts from '@/api-client/parts-basket/parts-basket-api';
import * as profile from '@/api-client/profile/profile-api';
import * as publications from '@/api-client/publications/publications-api';
import * as retailers from '@/api-client/retailers/retailers-api';
import * as system from '@/api-client/system/system-api';
import * as vehicles from '@/api-client/vehicles/vehicles-api';
import { signedInClient, tokensFor } from './support';

interface Ids {
  customerId: string;
  vehicleId: string;
  /** An own car roadside assistance covers (the first is past its warranty: not covered). */
  coveredVehicleId: string;
  freeVehicleId: string;
  freeRegistration: string;
  ownRegistration: string;
  retailerSiteId: string;
  newsId: string;
  notificationId: string;
  rewardId: string;
  auditNumber: string;
  refreshToken: string;
}

interface Row {
  operation: string;
  call: (client: ApiClient, ids: Ids) => Promise<unknown>;
  method: string;
  path: (ids: Ids) => string;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

const start = new Date(Date.UTC(2025, 0, 1));
const end = new Date(Date.UTC(2026, 11, 31, 23, 59, 59));

const rows: Row[] = [
  { operation: 'ping', call: (c) => system.ping(c), method: 'GET', path: () => '/' },
  {
    operation: 'signIn',
    call: (c) => identity.signIn(c, { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD }),
    method: 'POST',
    path: () => '/identity/signin',
    body: { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD },
  },
  {
    operation: 'signInWithBrandAccount',
    call: (c) => identity.signInWithBrandAccount(c, { email: BRAND_ACCOUNT_EMAIL, password: BRAND_ACCOUNT_PASSWORD }),
    method: 'POST',
    path: () => '/identity/signin/brand-account',
    body: { email: BRAND_ACCOUNT_EMAIL, password: BRAND_ACCOUNT_PASSWORD },
  },
  {
    operation: 'refreshToken',
    call: (c, ids) => identity.refreshToken(c, { refreshToken: ids.refreshToken }),
    method: 'POST',
    path: () => '/identity/refresh-token',
    body: { refreshToken: '<refresh>' },
  },
  {
    operation: 'revokeToken',
    call: (c, ids) => identity.revokeToken(c, { refreshToken: ids.refreshToken }),
    method: 'POST',
    path: () => '/identity/revoke-token',
    body: { refreshToken: '<refresh>' },
  },
  {
    operation: 'signUp',
    call: (c) =>
      identity.signUp(c, {
        email: 'new.person@example.com',
        firstName: 'Ny',
        lastName: 'Ejer',
        consents: [{ consentId: 'terms', accepted: true }],
      }),
    method: 'POST',
    path: () => '/identity/signup',
    body: { email: 'new.person@example.com', firstName: 'Ny', lastName: 'Ejer', consents: [{ consentId: 'terms', accepted: true }] },
  },
  {
    operation: 'forgotPassword',
    call: (c) => identity.forgotPassword(c, { email: 'owner@example.com' }),
    method: 'POST',
    path: () => '/identity/forgot-password',
    body: { email: 'owner@example.com' },
  },
  {
    operation: 'resetPassword',
    call: (c) => identity.resetPassword(c, { email: PENDING_OWNER_EMAIL, token: DEMO_ACTIVATION_TOKEN, newPassword: 'Activated1' }),
    method: 'POST',
    path: () => '/identity/reset-password',
    body: { email: PENDING_OWNER_EMAIL, token: DEMO_ACTIVATION_TOKEN, newPassword: 'Activated1' },
  },
  {
    operation: 'changeEmail',
    call: (c) => identity.changeEmail(c, { newEmail: 'mette@example.com', password: DEMO_OWNER_PASSWORD }),
    method: 'POST',
    path: () => '/identity/change-email',
    body: { newEmail: 'mette@example.com', password: DEMO_OWNER_PASSWORD },
  },
  {
    operation: 'changePassword',
    call: (c) => identity.changePassword(c, { currentPassword: DEMO_OWNER_PASSWORD, newPassword: 'Changed123' }),
    method: 'POST',
    path: () => '/identity/change-password',
    body: { currentPassword: DEMO_OWNER_PASSWORD, newPassword: 'Changed123' },
  },
  { operation: 'getProfile', call: (c) => profile.getProfile(c), method: 'GET', path: () => '/api/profile' },
  {
    operation: 'updateProfile',
    call: (c) => profile.updateProfile(c, { firstName: 'Mette', lastName: 'Holm', phone: null }),
    method: 'PUT',
    path: () => '/api/profile',
    body: { firstName: 'Mette', lastName: 'Holm', phone: null },
  },
  { operation: 'deleteProfile', call: (c) => profile.deleteProfile(c), method: 'DELETE', path: () => '/api/profile' },
  {
    operation: 'getProfileStatus',
    call: (c) => profile.getProfileStatus(c, { marketId: 'DK', brandId: 'AUR', email: 'owner@example.com' }),
    method: 'GET',
    path: () => '/api/profile/status',
    query: { marketId: 'DK', brandId: 'AUR', email: 'owner@example.com' },
  },
  { operation: 'getNotifications', call: (c) => profile.getNotifications(c), method: 'GET', path: () => '/api/profile/notifications' },
  {
    operation: 'markNotificationRead',
    call: (c, ids) => profile.markNotificationRead(c, { notificationId: ids.notificationId }),
    method: 'PUT',
    path: (ids) => `/api/profile/notifications/${ids.notificationId}/read`,
  },
  {
    operation: 'getInvite',
    call: (c, ids) => profile.getInvite(c, { customerId: ids.customerId }),
    method: 'GET',
    path: (ids) => `/api/profile/invite/${ids.customerId}`,
  },
  {
    operation: 'getUnsubscribe',
    call: (c, ids) => profile.getUnsubscribe(c, { customerId: ids.customerId }),
    method: 'GET',
    path: (ids) => `/api/profile/unsubscribe/${ids.customerId}`,
  },
  {
    operation: 'updateDeviceToken',
    call: (c) => profile.updateDeviceToken(c, { deviceToken: 'device-123' }),
    method: 'PUT',
    path: () => '/api/profile/device-token/update',
    query: { deviceToken: 'device-123' },
  },
  { operation: 'getConsents', call: (c) => consents.getConsents(c), method: 'GET', path: () => '/api/profile/consents' },
  { operation: 'getLatestConsents', call: (c) => consents.getLatestConsents(c), method: 'GET', path: () => '/api/profile/consents/latest' },
  {
    operation: 'getSignUpConsents',
    call: (c) => consents.getSignUpConsents(c, { marketId: 'DK', brandId: 'AUR' }),
    method: 'GET',
    path: () => '/api/profile/consents/sign-up',
    query: { marketId: 'DK', brandId: 'AUR' },
  },
  {
    operation: 'updateConsents',
    call: (c) => consents.updateConsents(c, { consents: [{ consentId: 'marketing-email', accepted: true }] }),
    method: 'PUT',
    path: () => '/api/profile/consents',
    body: { consents: [{ consentId: 'marketing-email', accepted: true }] },
  },
  {
    operation: 'updateCustomerConsents',
    call: (c, ids) =>
      consents.updateCustomerConsents(c, { customerId: ids.customerId, body: { consents: [{ consentId: 'profiling', accepted: true }] } }),
    method: 'PUT',
    path: (ids) => `/api/profile/${ids.customerId}/consents`,
    body: { consents: [{ consentId: 'profiling', accepted: true }] },
  },
  {
    operation: 'getProfileCategories',
    call: (c) => interests.getProfileCategories(c, { marketId: 'DK', brandId: 'AUR' }),
    method: 'GET',
    path: () => '/api/profile/categories',
    query: { marketId: 'DK', brandId: 'AUR' },
  },
  {
    operation: 'getExternalCategories',
    call: (c) => interests.getExternalCategories(c, { marketId: 'DK', brandId: 'AUR' }),
    method: 'GET',
    path: () => '/api/profile/external/categories',
    query: { marketId: 'DK', brandId: 'AUR' },
  },
  {
    operation: 'getProfileSubcategories',
    call: (c) => interests.getProfileSubcategories(c, { loginPlatform: 'web' }),
    method: 'GET',
    path: () => '/api/profile/subcategories',
    query: { loginPlatform: 'web' },
  },
  { operation: 'getInterests', call: (c) => interests.getInterests(c), method: 'GET', path: () => '/api/profile/interests' },
  {
    operation: 'updateInterests',
    call: (c) => interests.updateInterests(c, { categoryIds: ['family', 'outdoor'] }),
    method: 'PUT',
    path: () => '/api/profile/interests',
    body: { categoryIds: ['family', 'outdoor'] },
  },
  {
    operation: 'getNews',
    call: (c) => news.getNews(c, { source: 'website', page: 2, pageSize: 10 }),
    method: 'GET',
    path: () => '/api/profile/news',
    query: { source: 'website', page: '2', pageSize: '10' },
  },
  {
    operation: 'getHighlights',
    call: (c) =>
      publications.getHighlights(c, { Category: 'offers', LoginPlatform: 'web', SubCategory: 'partner', Page: 1, PageSize: 5, SortBy: 'publishedAt', OrderBy: 'desc' }),
    method: 'GET',
    path: () => '/api/profile/highlights',
    query: { Category: 'offers', LoginPlatform: 'web', SubCategory: 'partner', Page: '1', PageSize: '5', SortBy: 'publishedAt', OrderBy: 'desc' },
  },
  {
    operation: 'getNonHighlights',
    call: (c) => publications.getNonHighlights(c, { Category: 'service', Page: 1, PageSize: 5 }),
    method: 'GET',
    path: () => '/api/profile/non-highlights',
    query: { Category: 'service', Page: '1', PageSize: '5' },
  },
  {
    operation: 'getPublications',
    call: (c) =>
      publications.getPublications(c, {
        Category: 'offers',
        PublicationTypes: ['reward', 'offer'],
        IncludeExternal: false,
        IsHighlight: true,
        LoginPlatform: 'web',
        SubCategory: 'partner',
        Page: 1,
        PageSize: 10,
        SortBy: 'title',
        OrderBy: 'asc',
      }),
    method: 'GET',
    path: () => '/api/profile/publications',
    query: {
      Category: 'offers',
      PublicationTypes: ['reward', 'offer'],
      IncludeExternal: 'false',
      IsHighlight: 'true',
      LoginPlatform: 'web',
      SubCategory: 'partner',
      Page: '1',
      PageSize: '10',
      SortBy: 'title',
      OrderBy: 'asc',
    },
  },
  {
    operation: 'getPublicationsV2',
    call: (c) => publications.getPublicationsV2(c, { Category: 'service', IsHighlight: false, LoginPlatform: 'app', SubCategory: 'tyres', Page: 1, PageSize: 3, SortBy: 'publishedAt', OrderBy: 'asc' }),
    method: 'GET',
    path: () => '/api/profile/publications/v2',
    query: { Category: 'service', IsHighlight: 'false', LoginPlatform: 'app', SubCategory: 'tyres', Page: '1', PageSize: '3', SortBy: 'publishedAt', OrderBy: 'asc' },
  },
  {
    operation: 'getPublication',
    call: (c, ids) => publications.getPublication(c, { id: ids.newsId }),
    method: 'GET',
    path: (ids) => `/api/profile/publications/${ids.newsId}`,
  },
  {
    operation: 'getRewardCategories',
    call: (c) => publications.getRewardCategories(c),
    method: 'GET',
    path: () => '/api/profile/publications/reward-categories',
  },
  {
    operation: 'getPublicationSubcategories',
    call: (c) => publications.getPublicationSubcategories(c, { category: 'service', loginPlatform: 'web' }),
    method: 'GET',
    path: () => '/api/profile/publications/subcategories',
    query: { category: 'service', loginPlatform: 'web' },
  },
  {
    operation: 'auditHighlight',
    call: (c, ids) => publications.auditHighlight(c, { highlightId: ids.rewardId, source: 'website', type: 'click' }),
    method: 'GET',
    path: () => '/api/profile/highlights-audit',
    query: { highlightId: '<reward>', source: 'website', type: 'click' },
  },
  {
    operation: 'auditEmailCampaignHighlight',
    call: (c, ids) =>
      publications.auditEmailCampaignHighlight(c, { HighlightId: ids.rewardId, CustomerId: ids.customerId, Source: 'email', Type: 'view' }),
    method: 'GET',
    path: () => '/api/profile/highlights-audit/email-campaign',
    query: { HighlightId: '<reward>', CustomerId: '<customer>', Source: 'email', Type: 'view' },
  },
  {
    operation: 'claimReward',
    call: (c, ids) => publications.claimReward(c, { customerId: ids.customerId, rewardId: ids.rewardId }),
    method: 'PUT',
    path: (ids) => `/api/profile/${ids.customerId}/reward/${ids.rewardId}`,
  },
  { operation: 'getVehicles', call: (c) => vehicles.getVehicles(c), method: 'GET', path: () => '/api/profile/vehicles' },
  {
    operation: 'searchVehicle',
    call: (c, ids) => vehicles.searchVehicle(c, { searchValue: ids.freeRegistration, brandId: 'AUR', marketId: 'DK' }),
    method: 'GET',
    path: (ids) => `/api/profile/vehicle-search/${encodeURIComponent(ids.freeRegistration)}`,
    query: { brandId: 'AUR', marketId: 'DK' },
  },
  {
    operation: 'addVehicle',
    call: (c, ids) => vehicles.addVehicle(c, { vehicleId: ids.freeVehicleId, source: 'website' }),
    method: 'POST',
    path: (ids) => `/api/profile/vehicles/${ids.freeVehicleId}`,
    query: { source: 'website' },
  },
  {
    operation: 'updateVehicle',
    call: (c, ids) => vehicles.updateVehicle(c, { vehicleId: ids.vehicleId, body: { nickname: 'Familiebilen' } }),
    method: 'PUT',
    path: (ids) => `/api/profile/vehicles/${ids.vehicleId}`,
    body: { nickname: 'Familiebilen' },
  },
  {
    operation: 'deleteVehicle',
    call: (c, ids) => vehicles.deleteVehicle(c, { vehicleId: ids.vehicleId }),
    method: 'DELETE',
    path: (ids) => `/api/profile/vehicles/${ids.vehicleId}`,
  },
  {
    operation: 'updateVehicleMileage',
    call: (c, ids) => vehicles.updateVehicleMileage(c, { vehicleId: ids.vehicleId, mileage: 50_000 }),
    method: 'PUT',
    path: (ids) => `/api/profile/vehicles/${ids.vehicleId}/mileage`,
    query: { mileage: '50000' },
  },
  {
    operation: 'updateVehiclePredictedMileage',
    call: (c, ids) => vehicles.updateVehiclePredictedMileage(c, { vehicleId: ids.vehicleId, predictedMileage: 20_000 }),
    method: 'PUT',
    path: (ids) => `/api/profile/vehicles/${ids.vehicleId}/predicted-mileage`,
    query: { predictedMileage: '20000' },
  },
  {
    operation: 'getRoadsideAssistance',
    call: (c, ids) => vehicles.getRoadsideAssistance(c, { marketId: 'DK', brandId: 'AUR', vehicleId: ids.coveredVehicleId, customerId: ids.customerId }),
    method: 'GET',
    path: () => '/api/profile/roadside-assistance/market/DK/brand/AUR',
    query: { vehicleId: '<covered-vehicle>', customerId: '<customer>' },
  },
  {
    operation: 'getVehicleHistory',
    call: (c, ids) => vehicles.getVehicleHistory(c, { value: ids.ownRegistration, brandId: 'AUR' }),
    method: 'GET',
    path: (ids) => `/api/vehicle-history/${encodeURIComponent(ids.ownRegistration)}`,
    query: { brandId: 'AUR' },
  },
  {
    operation: 'getRetailerSites',
    call: (c) =>
      retailers.getRetailerSites(c, { Latitude: 55.68, Longitude: 12.57, Type: 'service', BrandId: 'AUR', Value: 'bil', Page: 1, PageSize: 5, SortBy: 'distance', OrderBy: 'asc' }),
    method: 'GET',
    path: () => '/api/profile/retailer-sites',
    query: { Latitude: '55.68', Longitude: '12.57', Type: 'service', BrandId: 'AUR', Value: 'bil', Page: '1', PageSize: '5', SortBy: 'distance', OrderBy: 'asc' },
  },
  {
    operation: 'getRetailerSite',
    call: (c, ids) => retailers.getRetailerSite(c, { retailerSiteId: ids.retailerSiteId }),
    method: 'GET',
    path: (ids) => `/api/profile/retailer-sites/${ids.retailerSiteId}`,
  },
  {
    operation: 'setPreferredRetailerSite',
    call: (c, ids) => retailers.setPreferredRetailerSite(c, { type: 'service', retailerSiteId: ids.retailerSiteId }),
    method: 'PUT',
    path: (ids) => `/api/profile/preferred-retailer-sites/service/${ids.retailerSiteId}`,
  },
  {
    operation: 'getInvoiceItems',
    call: (c) => invoices.getInvoiceItems(c, { StartDate: start, EndDate: end, Page: 1, PageSize: 20, SortBy: 'date', OrderBy: 'desc' }),
    method: 'GET',
    path: () => '/api/profile/invoice-items',
    query: { StartDate: start.toISOString(), EndDate: end.toISOString(), Page: '1', PageSize: '20', SortBy: 'date', OrderBy: 'desc' },
  },
  {
    operation: 'getInvoiceSummary',
    call: (c) => invoices.getInvoiceSummary(c, { fromDate: start, toDate: end }),
    method: 'GET',
    path: () => '/api/profile/invoice-summary',
    query: { fromDate: start.toISOString(), toDate: end.toISOString() },
  },
  {
    operation: 'getInvoiceTotalThisYear',
    call: (c) => invoices.getInvoiceTotalThisYear(c),
    method: 'GET',
    path: () => '/api/profile/invoice-total-this-year',
  },
  { operation: 'getLoyaltyAccount', call: (c) => loyalty.getLoyaltyAccount(c), method: 'GET', path: () => '/api/profile/loyalty-account' },
  {
    operation: 'getEarnedPointsSummary',
    call: (c) => loyalty.getEarnedPointsSummary(c, { StartDate: start, EndDate: end, Page: 1, PageSize: 10, SortBy: 'points', OrderBy: 'desc' }),
    method: 'GET',
    path: () => '/api/profile/earned-points-summary',
    query: { StartDate: start.toISOString(), EndDate: end.toISOString(), Page: '1', PageSize: '10', SortBy: 'points', OrderBy: 'desc' },
  },
  {
    operation: 'getRedemptions',
    call: (c) => loyalty.getRedemptions(c, { StartDate: start, EndDate: end, Page: 1, PageSize: 10, SortBy: 'date', OrderBy: 'asc' }),
    method: 'GET',
    path: () => '/api/profile/redemptions',
    query: { StartDate: start.toISOString(), EndDate: end.toISOString(), Page: '1', PageSize: '10', SortBy: 'date', OrderBy: 'asc' },
  },
  { operation: 'getGiftCards', call: (c) => loyalty.getGiftCards(c), method: 'GET', path: () => '/api/profile/gift-cards' },
  {
    operation: 'getGiftCard',
    call: (c, ids) => loyalty.getGiftCard(c, { auditNumber: ids.auditNumber }),
    method: 'GET',
    path: (ids) => `/api/profile/gift-cards/${ids.auditNumber}`,
  },
  { operation: 'getGiftCardVendors', call: (c) => loyalty.getGiftCardVendors(c), method: 'GET', path: () => '/api/profile/gift-cards/vendors' },
  {
    operation: 'getGiftCardVendor',
    call: (c) => loyalty.getGiftCardVendor(c, { vendorCode: 'CINEMA' }),
    method: 'GET',
    path: () => '/api/profile/gift-cards/vendors/CINEMA',
  },
  {
    operation: 'buyGiftCard',
    call: (c) => loyalty.buyGiftCard(c, { vendorCode: 'CINEMA', amount: 100 }),
    method: 'POST',
    path: () => '/api/profile/gift-cards/buy',
    body: { vendorCode: 'CINEMA', amount: 100 },
  },
  {
    operation: 'getPartsCategories',
    call: (c) => parts.getPartsCategories(c, { brandId: 'AUR' }),
    method: 'GET',
    path: () => '/api/parts-basket/categories',
    query: { brandId: 'AUR' },
  },
  {
    operation: 'getPartsModels',
    call: (c) => parts.getPartsModels(c, { brandId: 'AUR' }),
    method: 'GET',
    path: () => '/api/parts-basket/models',
    query: { brandId: 'AUR' },
  },
  {
    operation: 'getParts',
    call: (c) => parts.getParts(c, { SearchTerm: 'filter', ModelIds: ['aur-solstice', 'aur-zenith'], CategoryIds: ['filters'] }),
    method: 'GET',
    path: () => '/api/parts-basket/parts',
    query: { SearchTerm: 'filter', ModelIds: ['aur-solstice', 'aur-zenith'], CategoryIds: ['filters'] },
  },
];

const sent: Request[] = [];

beforeAll(() => {
  mockServer.events.on('request:start', ({ request }) => {
    sent.push(request.clone());
  });
});
afterAll(() => mockServer.events.removeAllListeners('request:start'));

function seededIds(refreshToken: string): Ids {
  const partition = mockStore.partition('AUR', 'DK');
  const demo = partition.customers.find((c) => c.email === 'owner@example.com')!;
  const own = partition.vehicles.find((v) => v.ownerId === demo.customerId)!;
  const free = partition.vehicles.find((v) => v.ownerId === null)!;
  return {
    customerId: demo.customerId,
    vehicleId: own.vehicleId,
    coveredVehicleId: partition.vehicles.find((v) => v.ownerId === demo.customerId && v.warrantyEndDate! > new Date().toISOString())!.vehicleId,
    ownRegistration: own.registrationNumber,
    freeVehicleId: free.vehicleId,
    freeRegistration: free.registrationNumber,
    retailerSiteId: partition.retailerSites.find((s) => s.types.includes('service'))!.retailerSiteId,
    newsId: partition.publications.find((p) => p.publicationType === 'news')!.id,
    notificationId: demo.notifications.find((n) => !n.read)!.id,
    rewardId: partition.publications.find((p) => p.publicationType === 'reward' && p.vehicleModels.length === 0)!.id,
    auditNumber: demo.loyalty.giftCards[0]!.auditNumber,
    refreshToken,
  };
}

/** Placeholders in the expectations stand for the seeded ids. */
function resolve(value: string, ids: Ids): string {
  return value
    .replace('<reward>', ids.rewardId)
    .replace('<customer>', ids.customerId)
    .replace('<covered-vehicle>', ids.coveredVehicleId)
    .replace('<vehicle>', ids.vehicleId)
    .replace('<refresh>', ids.refreshToken);
}

describe('every client function against the mock handlers', () => {
  it('the table covers every operation the mock serves, once', () => {
    expect(rows.map((row) => row.operation).sort()).toEqual(mockOperations.map((op) => op.operationId).sort());
  });

  it.each(rows.map((row) => [row.operation, row] as const))('%s', async (_, row) => {
    mockStore.reset();
    const { accessToken, refreshToken } = tokensFor();
    const ids = seededIds(refreshToken.token);
    const client = signedInClient('aurora-dk', accessToken.token);
    sent.length = 0;

    await expect(row.call(client, ids)).resolves.not.toBeInstanceOf(Error);

    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    const url = new URL(request.url);
    expect(request.method).toBe(row.method);
    expect(url.pathname).toBe(`/aurora-dk${row.path(ids)}`);

    const expectedQuery = Object.fromEntries(
      Object.entries(row.query ?? {}).map(([name, value]) => [name, Array.isArray(value) ? value : [resolve(value, ids)]]),
    );
    const actualQuery = Object.fromEntries([...new Set(url.searchParams.keys())].map((name) => [name, url.searchParams.getAll(name)]));
    expect(actualQuery).toEqual(expectedQuery);

    const text = await request.text();
    if (row.body === undefined) {
      expect(text).toBe('');
    } else {
      expect(JSON.parse(text)).toEqual(JSON.parse(resolve(JSON.stringify(row.body), ids)));
      expect(request.headers.get('content-type')).toContain('application/json');
    }
    expect(request.headers.get('accept')).toContain('application/json');
  });
});
