/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClient } from '@/api-client/core/client';
import { isNotFoundError } from '@/api-client/core/not-found';
import { buildPath, pathParamProblem, RequiredError, type PathParamProblem } from '@/api-client/core/required-params';
import { getGiftCard, getGiftCardVendor } from '@/api-client/loyalty/loyalty-api';
import { markNotificationRead } from '@/api-client/profile/profile-api';
import { claimReward, getPublication } from '@/api-client/publications/publications-api';
import { getRetailerSite, setPreferredRetailerSite } from '@/api-client/retailers/retailers-api';
import { deleteVehicle, getVehicleHistory, searchVehicle } from '@/api-client/vehicles/vehicles-api';
import { PATH_PARAMS, type PathParamShape } from '@/api-client/path-params.generated';

const ID = '3f2b8c1e-5d4a-4b6f-9a7e-1c2d3e4f5a6b';

/** A client that records what it would send and answers 200 to everything. */
function recordingClient() {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { status: 200, statusText: 'OK', headers: {}, config, data: {} };
  };
  const client = createApiClient({ baseURL: 'https://api.example.test/aurora-dk' });
  client.authenticated.defaults.adapter = adapter;
  client.anonymous.defaults.adapter = adapter;
  return { client, sent };
}

const uuid: PathParamShape = { type: 'string', format: 'uuid' };
const integer: PathParamShape = { type: 'integer', minimum: 1, maximum: 999 };
const code: PathParamShape = { type: 'string', pattern: '^[A-Z]{3}$' };
const kind: PathParamShape = { type: 'string', enum: ['sales', 'service'] };
const text: PathParamShape = { type: 'string', minLength: 2, maxLength: 5 };

describe('pathParamProblem: what may go into a path', () => {
  const table: Array<[string, unknown, PathParamShape | undefined, PathParamProblem | undefined]> = [
    ['undefined', undefined, uuid, 'missing'],
    ['null', null, undefined, 'missing'],
    ['an empty string', '', undefined, 'empty'],
    ['only spaces', '   ', undefined, 'empty'],
    ['a dot', '.', undefined, 'dotSegment'],
    ['two dots', '..', undefined, 'dotSegment'],
    ['two dots for a uuid', '..', uuid, 'dotSegment'],
    ['three dots (a name, not a dot segment)', '...', undefined, undefined],
    ['an object', { id: ID }, undefined, 'shape'],
    ['free text with a slash (encoded, stays one segment)', 'AB 12/345', undefined, undefined],
    ['a uuid', ID, uuid, undefined],
    ['a uuid in capitals', ID.toUpperCase(), uuid, undefined],
    ['a uuid with a path after it', `${ID}/..`, uuid, 'shape'],
    ['a word for a uuid', 'nope', uuid, 'shape'],
    ['an integer', '42', integer, undefined],
    ['an integer as a number', 42, integer, undefined],
    ['an integer under the minimum', '0', integer, 'shape'],
    ['an integer over the maximum', 1000, integer, 'shape'],
    ['a decimal for an integer', '4.2', integer, 'shape'],
    ['a leading zero for an integer', '042', integer, 'shape'],
    ['NaN for an integer', Number.NaN, integer, 'shape'],
    ['a matching pattern', 'ABC', code, undefined],
    ['a pattern with more after it', 'ABCD', code, 'shape'],
    ['an enum value', 'service', kind, undefined],
    ['a value outside the enum', 'other', kind, 'shape'],
    ['text within its lengths', 'abc', text, undefined],
    ['text too short', 'a', text, 'shape'],
    ['text too long', 'abcdef', text, 'shape'],
  ];

  it.each(table)('%s', (_name, value, shape, problem) => {
    expect(pathParamProblem(value, shape)).toBe(problem);
  });
});

describe('buildPath', () => {
  it('reads each parameter’s shape from the contract, and encodes what passes', () => {
    expect(buildPath('/api/profile/publications/{id}', { id: ID }, 'getPublication')).toBe(`/api/profile/publications/${ID}`);
    expect(buildPath('/api/vehicle-history/{value}', { value: 'WVW ZZZ/1' }, 'getVehicleHistory')).toBe('/api/vehicle-history/WVW%20ZZZ%2F1');
    expect(() => buildPath('/api/profile/publications/{id}', { id: 'nope' }, 'getPublication')).toThrow(RequiredError);
  });

  it('names the parameter, the operation and the reason, in the spec’s words', () => {
    const error = (() => {
      try {
        buildPath('/api/profile/{customerId}/reward/{rewardId}', { customerId: ID, rewardId: '..' }, 'claimReward');
      } catch (thrown) {
        return thrown as RequiredError;
      }
    })();
    expect(error?.message).toBe('Required parameter rewardId was null or undefined when calling claimReward.');
    expect(error).toMatchObject({ field: 'rewardId', operation: 'claimReward', reason: 'dotSegment' });
    expect(isNotFoundError(error)).toBe(true);
  });
});

describe('every call with a path parameter refuses a bad one before anything is sent', () => {
  const cases: Array<[operation: string, name: string, value: string, call: (client: ApiClient, value: string) => Promise<unknown>]> = [
    ['getPublication', 'id', '..', (c, v) => getPublication(c, { id: v })],
    ['getPublication', 'id', '.', (c, v) => getPublication(c, { id: v })],
    ['getPublication', 'id', '', (c, v) => getPublication(c, { id: v })],
    ['getPublication', 'id', 'not-a-reward', (c, v) => getPublication(c, { id: v })],
    ['claimReward', 'rewardId', '..', (c, v) => claimReward(c, { customerId: ID, rewardId: v })],
    ['claimReward', 'customerId', '..', (c, v) => claimReward(c, { customerId: v, rewardId: ID })],
    ['deleteVehicle', 'vehicleId', '..', (c, v) => deleteVehicle(c, { vehicleId: v })],
    ['markNotificationRead', 'notificationId', '12', (c, v) => markNotificationRead(c, { notificationId: v })],
    ['getRetailerSite', 'retailerSiteId', '..', (c, v) => getRetailerSite(c, { retailerSiteId: v })],
    ['setPreferredRetailerSite', 'type', 'owner', (c, v) => setPreferredRetailerSite(c, { type: v as 'sales', retailerSiteId: ID })],
    ['getGiftCard', 'auditNumber', '4045-..', (c, v) => getGiftCard(c, { auditNumber: v })],
    ['getGiftCardVendor', 'vendorCode', '../vendors', (c, v) => getGiftCardVendor(c, { vendorCode: v })],
    ['searchVehicle', 'searchValue', '..', (c, v) => searchVehicle(c, { searchValue: v, brandId: 'AUR', marketId: 'DK' })],
    ['getVehicleHistory', 'value', ' ', (c, v) => getVehicleHistory(c, { value: v, brandId: 'AUR' })],
  ];

  it.each(cases)('%s with %s = %j', async (operation, name, value, call) => {
    const { client, sent } = recordingClient();
    const error = await call(client, value).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RequiredError);
    expect((error as Error).message).toBe(`Required parameter ${name} was null or undefined when calling ${operation}.`);
    expect(sent).toEqual([]);
  });

  it('and sends a good one to its own path', async () => {
    const { client, sent } = recordingClient();
    await getPublication(client, { id: ID });
    await setPreferredRetailerSite(client, { type: 'service', retailerSiteId: ID });
    await getGiftCard(client, { auditNumber: '404500123456' });
    expect(sent.map((config) => config.url)).toEqual([
      `/api/profile/publications/${ID}`,
      `/api/profile/preferred-retailer-sites/service/${ID}`,
      '/api/profile/gift-cards/404500123456',
    ]);
  });
});

describe('the generated shapes', () => {
  it('cover every path parameter the client fills (each {name} of each contract path in the api modules)', () => {
    const root = path.join(__dirname, '..', '..', '..', 'api-client');
    const modules = ['consents', 'loyalty', 'profile', 'publications', 'retailers', 'vehicles'].map((area) =>
      readFileSync(path.join(root, area, `${area}-api.ts`), 'utf8'),
    );
    const templates = new Set(modules.flatMap((source) => [...source.matchAll(/path: '([^']*\{[^']+)'/g)].map((match) => match[1]!)));
    expect(templates.size).toBeGreaterThanOrEqual(15);
    for (const template of templates) {
      const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      expect({ template, names: Object.keys(PATH_PARAMS[template] ?? {}) }).toEqual({ template, names });
    }
  });
});
