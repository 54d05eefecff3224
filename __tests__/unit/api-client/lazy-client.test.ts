/** @jest-environment node */
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '@/api-client/core/api-error';
import { createLazyApiClient } from '@/api-client/core/lazy-client';
import { signIn } from '@/api-client/identity/identity-api';
import { getVehicles } from '@/api-client/vehicles/vehicles-api';

const sent: InternalAxiosRequestConfig[] = [];
let status = 200;
const originalAdapter = axios.defaults.adapter;

// Instances made by axios.create inherit the defaults, so this answers for the client the lazy one loads.
beforeAll(() => {
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { status, statusText: String(status), headers: {}, config, data: status === 200 ? [] : {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, undefined, response);
    return response;
  };
  axios.defaults.adapter = adapter;
});
afterAll(() => {
  axios.defaults.adapter = originalAdapter;
});
beforeEach(() => {
  sent.length = 0;
  status = 200;
});

describe('the browser API client (axios loaded on the first call)', () => {
  it('sends through the loaded client with a token asked for at every call', async () => {
    const tokens = ['token-1', 'token-2'];
    const client = createLazyApiClient({ baseURL: 'https://api.example.test/owner-portal', getAccessToken: async () => tokens.shift() });
    await getVehicles(client);
    await getVehicles(client);
    expect(sent.map((config) => config.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(sent[0]!.baseURL).toBe('https://api.example.test/owner-portal');
  });

  it('keeps the anonymous calls without a token, and reports mutations to a listener added before the load', async () => {
    const onMutation = jest.fn();
    const client = createLazyApiClient({ baseURL: 'https://api.example.test', getAccessToken: async () => 'token' });
    client.onMutation(onMutation);
    await signIn(client, { email: 'owner@example.com', password: 'Password1!' }).catch(() => undefined);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Authorization')).toBeUndefined();
    expect(onMutation).toHaveBeenCalledTimes(1);
  });

  it('stops telling a mutation listener once it unsubscribes, before or after the load', async () => {
    const client = createLazyApiClient({ baseURL: 'https://api.example.test' });
    const early = jest.fn();
    const late = jest.fn();
    client.onMutation(early)();
    await signIn(client, { email: 'owner@example.com', password: 'Password1!' }).catch(() => undefined);
    const stopLate = client.onMutation(late);
    await signIn(client, { email: 'owner@example.com', password: 'Password1!' }).catch(() => undefined);
    stopLate();
    await signIn(client, { email: 'owner@example.com', password: 'Password1!' }).catch(() => undefined);
    expect(early).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('turns failures into ApiError and tells the auth layer about a 401', async () => {
    const onAuthError = jest.fn();
    const client = createLazyApiClient({ baseURL: 'https://api.example.test', onAuthError });
    status = 401;
    const error: unknown = await getVehicles(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onAuthError).toHaveBeenCalledWith(401);
  });
});

describe('calls from the browser, made together', () => {
  const RealChannel = global.MessageChannel;
  // Tasks the client asked for, run by the test one at a time.
  const tasks: Array<() => void> = [];
  beforeAll(() => {
    class TaskChannel {
      port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
      port2 = { postMessage: () => void tasks.push(() => this.port1.onmessage?.()) };
    }
    global.MessageChannel = TaskChannel as unknown as typeof MessageChannel;
  });
  afterAll(() => {
    global.MessageChannel = RealChannel;
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('are each prepared and sent in a task of their own, not all in the task that loaded the code', async () => {
    const client = createLazyApiClient({ baseURL: 'https://api.example.test' });
    // Three sections ask at once, before axios is there.
    const calls = [getVehicles(client), getVehicles(client), getVehicles(client)];
    for (let i = 0; i < 100 && tasks.length < 3; i += 1) await settle();
    expect(tasks).toHaveLength(3);
    expect(sent).toHaveLength(0);
    for (const [index, run] of tasks.entries()) {
      run();
      await settle();
      expect(sent).toHaveLength(index + 1);
    }
    await Promise.all(calls);
    // Once loaded, a call still has a task of its own (a group refetched at once is a burst too).
    const later = getVehicles(client);
    for (let i = 0; i < 100 && tasks.length < 4; i += 1) await settle();
    expect(sent).toHaveLength(3);
    tasks[3]!();
    await later;
    expect(sent).toHaveLength(4);
  });
});
