/** @jest-environment node */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '@/api-client/core/api-error';
import { createApiClient, statusFromErrorMessage, type ApiClient } from '@/api-client/core/client';
import { toIsoString } from '@/api-client/core/iso-date';
import { RequiredError } from '@/api-client/core/required-params';
import { getInvoiceItems, getInvoiceSummary } from '@/api-client/invoices/invoices-api';
import { getEarnedPointsSummary, getGiftCard, getGiftCardVendor, getRedemptions } from '@/api-client/loyalty/loyalty-api';
import { getInvite, getUnsubscribe } from '@/api-client/profile/profile-api';
import { claimReward, getPublication } from '@/api-client/publications/publications-api';
import { getRetailerSite, setPreferredRetailerSite } from '@/api-client/retailers/retailers-api';
import { updateCustomerConsents } from '@/api-client/consents/consents-api';
import {
  addVehicle,
  deleteVehicle,
  getRoadsideAssistance,
  getVehicleHistory,
  searchVehicle,
  updateVehicle,
  updateVehicleMileage,
  updateVehiclePredictedMileage,
} from '@/api-client/vehicles/vehicles-api';
import { getVehicles } from '@/api-client/vehicles/vehicles-api';
import { signIn } from '@/api-client/identity/identity-api';

/** A client whose two axios instances answer from `answer` instead of the network, recording every request. */
function stubbedClient(
  answer: (config: InternalAxiosRequestConfig) => { status: number; data?: unknown; message?: string } = () => ({
    status: 200,
    data: {},
  }),
  hooks: Parameters<typeof createApiClient>[0] = { baseURL: 'https://api.example.test/owner-portal' },
) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const { status, data, message } = answer(config);
    const response = { status, statusText: String(status), headers: {}, config, data };
    if (config.validateStatus && !config.validateStatus(status)) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(
        message ?? `Request failed with status code ${status}`,
        status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        undefined,
        response,
      );
    }
    return response;
  };
  const client = createApiClient(hooks);
  client.authenticated.defaults.adapter = adapter;
  client.anonymous.defaults.adapter = adapter;
  return { client, sent };
}

const missing = undefined as unknown as string;
/** Ids as the contract has them (format: uuid). */
const ID = '3f2b8c1e-5d4a-4b6f-9a7e-1c2d3e4f5a6b';

describe('required path parameters', () => {
  const cases: Array<[string, string, (client: ApiClient) => Promise<unknown>]> = [
    ['vehicleId', 'deleteVehicle', (c) => deleteVehicle(c, { vehicleId: missing })],
    ['vehicleId', 'addVehicle', (c) => addVehicle(c, { vehicleId: missing, source: 'website' })],
    ['vehicleId', 'updateVehicle', (c) => updateVehicle(c, { vehicleId: missing, body: { nickname: 'x' } })],
    ['vehicleId', 'updateVehicleMileage', (c) => updateVehicleMileage(c, { vehicleId: missing, mileage: 1 })],
    [
      'vehicleId',
      'updateVehiclePredictedMileage',
      (c) => updateVehiclePredictedMileage(c, { vehicleId: missing, predictedMileage: 1 }),
    ],
    ['searchValue', 'searchVehicle', (c) => searchVehicle(c, { searchValue: missing, brandId: 'AUR', marketId: 'DK' })],
    ['value', 'getVehicleHistory', (c) => getVehicleHistory(c, { value: missing, brandId: 'AUR' })],
    ['marketId', 'getRoadsideAssistance', (c) => getRoadsideAssistance(c, { marketId: missing, brandId: 'AUR' })],
    ['brandId', 'getRoadsideAssistance', (c) => getRoadsideAssistance(c, { marketId: 'DK', brandId: null as never })],
    ['customerId', 'getInvite', (c) => getInvite(c, { customerId: missing })],
    ['customerId', 'getUnsubscribe', (c) => getUnsubscribe(c, { customerId: missing })],
    [
      'customerId',
      'updateCustomerConsents',
      (c) => updateCustomerConsents(c, { customerId: missing, body: { consents: [] } }),
    ],
    ['customerId', 'claimReward', (c) => claimReward(c, { customerId: missing, rewardId: ID })],
    ['rewardId', 'claimReward', (c) => claimReward(c, { customerId: ID, rewardId: missing })],
    ['id', 'getPublication', (c) => getPublication(c, { id: missing })],
    ['retailerSiteId', 'getRetailerSite', (c) => getRetailerSite(c, { retailerSiteId: missing })],
    ['type', 'setPreferredRetailerSite', (c) => setPreferredRetailerSite(c, { type: missing as never, retailerSiteId: ID })],
    [
      'retailerSiteId',
      'setPreferredRetailerSite',
      (c) => setPreferredRetailerSite(c, { type: 'service', retailerSiteId: missing }),
    ],
    ['auditNumber', 'getGiftCard', (c) => getGiftCard(c, { auditNumber: missing })],
    ['vendorCode', 'getGiftCardVendor', (c) => getGiftCardVendor(c, { vendorCode: missing })],
  ];

  it.each(cases)('a missing %s in %s throws before anything is sent', async (name, operation, call) => {
    const { client, sent } = stubbedClient();
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequiredError);
    expect((error as Error).message).toBe(`Required parameter ${name} was null or undefined when calling ${operation}.`);
    expect(sent).toHaveLength(0);
  });

  it('encodes present values into the path', async () => {
    const { client, sent } = stubbedClient();
    await getVehicleHistory(client, { value: 'AB 12/345', brandId: 'AUR' });
    expect(sent[0]?.url).toBe('/api/vehicle-history/AB%2012%2F345');
  });
});

describe('dates in list queries', () => {
  it('go out as ISO strings under the contract’s names', async () => {
    const { client, sent } = stubbedClient(() => ({ status: 200, data: { data: [], pagination: {} } }));
    const start = new Date(Date.UTC(2024, 0, 1));
    await getInvoiceItems(client, { StartDate: start, EndDate: '2024-12-31T23:59:59+01:00', Page: 2, PageSize: 5 });
    await getEarnedPointsSummary(client, { StartDate: start });
    await getRedemptions(client, { EndDate: start });
    await getInvoiceSummary(client, { fromDate: start, toDate: '2024-06-30' });
    expect(sent.map((config) => config.params)).toEqual([
      { StartDate: '2024-01-01T00:00:00.000Z', EndDate: '2024-12-31T22:59:59.000Z', Page: 2, PageSize: 5 },
      { StartDate: '2024-01-01T00:00:00.000Z', EndDate: undefined },
      { StartDate: undefined, EndDate: '2024-01-01T00:00:00.000Z' },
      { fromDate: '2024-01-01T00:00:00.000Z', toDate: '2024-06-30T00:00:00.000Z' },
    ]);
  });

  it('an unparseable date throws', () => {
    expect(() => toIsoString('next tuesday')).toThrow(RangeError);
  });
});

describe('hook points', () => {
  it('sends Accept and Content-Type JSON, and the bearer token when the provider has one', async () => {
    const tokens = ['token-1', undefined];
    const { client, sent } = stubbedClient(undefined, {
      baseURL: 'https://api.example.test/owner-portal',
      getAccessToken: async () => tokens.shift(),
    });
    await getVehicles(client);
    await getVehicles(client);
    expect(sent[0]?.headers.Accept).toBe('application/json');
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
    expect(sent[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(sent[1]?.headers.Authorization).toBeUndefined();
    expect(sent[0]?.baseURL).toBe('https://api.example.test/owner-portal');
  });

  it('tells its mutation listeners the request name of non-GET requests only', async () => {
    const onMutation = jest.fn();
    const { client } = stubbedClient(undefined, { baseURL: 'https://api.example.test' });
    client.onMutation(onMutation);
    await getVehicles(client);
    await getPublication(client, { id: '3f1c2a9e-5b7d-4c1e-9a2b-8d7e6f5a4b3c' });
    expect(onMutation).not.toHaveBeenCalled();
    await updateVehicleMileage(client, { vehicleId: '3f1c2a9e-5b7d-4c1e-9a2b-8d7e6f5a4b3c', mileage: 100 });
    await deleteVehicle(client, { vehicleId: '3f1c2a9e-5b7d-4c1e-9a2b-8d7e6f5a4b3c' });
    await signIn(client, { email: 'a@b.c', password: 'x' });
    expect(onMutation.mock.calls).toEqual([
      ['put_api_profile_vehicles_id_mileage'],
      ['delete_api_profile_vehicles_id'],
      ['post_identity_signin'],
    ]);
  });

  it('a failing mutation listener does not fail the call, nor keep the others from hearing of it', async () => {
    const { client } = stubbedClient(undefined, { baseURL: 'https://api.example.test' });
    const after = jest.fn();
    client.onMutation(() => {
      throw new Error('analytics down');
    });
    client.onMutation(after);
    await expect(deleteVehicle(client, { vehicleId: ID })).resolves.toEqual({});
    expect(after).toHaveBeenCalledWith('delete_api_profile_vehicles_id');
  });

  it.each([401, 403])('calls onAuthError(%i) on the authenticated client and still rejects', async (status) => {
    const onAuthError = jest.fn();
    const { client } = stubbedClient(() => ({ status, data: { type: 'about:blank', title: 'No', status } }), {
      baseURL: 'https://api.example.test',
      onAuthError,
    });
    const error = await getVehicles(client).catch((e: unknown) => e);
    expect(onAuthError).toHaveBeenCalledWith(status);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message).toBe(`Request failed with status code ${status}`);
  });

  it.each([400, 404, 500])('does not call onAuthError for %i', async (status) => {
    const onAuthError = jest.fn();
    const { client } = stubbedClient(() => ({ status }), { baseURL: 'https://api.example.test', onAuthError });
    await expect(getVehicles(client)).rejects.toBeInstanceOf(ApiError);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('reads the status from the last three characters of the message, not from the response', async () => {
    expect(statusFromErrorMessage('Request failed with status code 403')).toBe(403);
    expect(statusFromErrorMessage('Network Error')).toBeUndefined();

    const onAuthError = jest.fn();
    const answers = [
      { status: 500, message: 'Gateway relayed status 401' },
      { status: 401, message: 'Unauthorised' },
    ];
    const { client } = stubbedClient(() => answers.shift()!, { baseURL: 'https://api.example.test', onAuthError });
    await expect(getVehicles(client)).rejects.toBeInstanceOf(ApiError);
    expect(onAuthError.mock.calls).toEqual([[401]]);
    await expect(getVehicles(client)).rejects.toBeInstanceOf(ApiError);
    expect(onAuthError.mock.calls).toEqual([[401]]);
  });

  it('never calls onAuthError or the token provider for the anonymous identity calls', async () => {
    const onAuthError = jest.fn();
    const getAccessToken = jest.fn(async () => 'token');
    const { client, sent } = stubbedClient(() => ({ status: 401 }), {
      baseURL: 'https://api.example.test',
      onAuthError,
      getAccessToken,
    });
    await expect(signIn(client, { email: 'a@b.c', password: 'wrong' })).rejects.toThrow('Not authenticated');
    expect(onAuthError).not.toHaveBeenCalled();
    expect(getAccessToken).not.toHaveBeenCalled();
    expect(sent[0]?.headers.Authorization).toBeUndefined();
  });

  it('sign-in with a 2xx other than 200 is not authenticated either', async () => {
    const { client } = stubbedClient(() => ({ status: 202, data: {} }));
    await expect(signIn(client, { email: 'a@b.c', password: 'x' })).rejects.toThrow('Not authenticated');
  });

  it('stops telling a mutation listener once it unsubscribes', async () => {
    const onMutation = jest.fn();
    const { client } = stubbedClient();
    const unsubscribe = client.onMutation(onMutation);
    await deleteVehicle(client, { vehicleId: ID });
    unsubscribe();
    await deleteVehicle(client, { vehicleId: ID });
    expect(onMutation.mock.calls).toEqual([['delete_api_profile_vehicles_id']]);
  });
});
