import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { EARLY_CALL_MAX_AGE_MS, EARLY_CALLS_GLOBAL } from '@/config/boot';
import { ApiError } from '@/api-client/core/api-error';
import { callUrl } from '@/api-client/core/call-url';
import type { CreateApiClientOptions } from '@/api-client/core/client';
import { createLazyApiClient } from '@/api-client/core/lazy-client';
import { getNews } from '@/api-client/news/news-api';
import { getPublications } from '@/api-client/publications/publications-api';
import { createTokenStore } from '@/lib/auth/token-store';
import { callAddress, type EarlyAnswer, type EarlyCall } from '@/lib/boot/early-calls';
// The early calls go with the session: the boot listens for the session's end (as the provider has it do).
import '@/lib/boot/session-end';

const BASE = 'https://api.example.test/aurora-dk';
const QUERY = { source: 'website', page: 1, pageSize: 10 };
const URL_OF_QUERY = callUrl(BASE, (client) => getNews(client, QUERY));
const NETWORK_BODY = { data: [{ id: 'from-network' }], pagination: { page: 1, hasNext: false } };
const EARLY_BODY = { data: [{ id: 'early' }], pagination: { page: 1, hasNext: false } };

const sent: InternalAxiosRequestConfig[] = [];
let networkStatus = 200;
const originalAdapter = axios.defaults.adapter;

// The network: axios's own adapter, which the client's early-answer adapter falls back on.
beforeAll(() => {
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { status: networkStatus, statusText: '', headers: {}, config, data: JSON.stringify(NETWORK_BODY) };
    if (networkStatus >= 400) throw new AxiosError(`Request failed with status code ${networkStatus}`, AxiosError.ERR_BAD_RESPONSE, config, undefined, response);
    return response;
  };
  axios.defaults.adapter = adapter;
});
afterAll(() => {
  axios.defaults.adapter = originalAdapter;
});
beforeEach(() => {
  sent.length = 0;
  networkStatus = 200;
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
});

function early(call: Partial<EarlyCall> & { answer?: Promise<EarlyAnswer | undefined> } = {}): EarlyCall {
  const entry: EarlyCall = {
    url: URL_OF_QUERY,
    authorization: 'Bearer token-1',
    at: Date.now(),
    answer: Promise.resolve({ status: 200, body: JSON.stringify(EARLY_BODY), contentType: 'application/json' }),
    ...call,
  };
  const calls = ((window as unknown as Record<string, EarlyCall[]>)[EARLY_CALLS_GLOBAL] ??= []);
  calls.push(entry);
  return entry;
}

function client(token = 'token-1', hooks: Pick<CreateApiClientOptions, 'onAuthError'> = {}) {
  return createLazyApiClient({ baseURL: BASE, getAccessToken: async () => token, ...hooks });
}

describe('early answers (lib/boot/early-calls.ts) in the browser client', () => {
  it('answers the first call of the same address and token from the early call, and sends nothing', async () => {
    early();
    await expect(getNews(client(), QUERY)).resolves.toEqual(EARLY_BODY);
    expect(sent).toHaveLength(0);
  });

  it('answers one call only: the next call of the address goes to the network', async () => {
    early();
    const api = client();
    await getNews(api, QUERY);
    await expect(getNews(api, QUERY)).resolves.toEqual(NETWORK_BODY);
    expect(sent).toHaveLength(1);
  });

  it('matches the address whatever the order of its query', async () => {
    const reordered = `${BASE}/api/profile/news?pageSize=10&source=website&page=1`;
    expect(callAddress(reordered)).toBe(callAddress(URL_OF_QUERY));
    early({ url: reordered });
    await expect(getNews(client(), QUERY)).resolves.toEqual(EARLY_BODY);
    expect(sent).toHaveLength(0);
  });

  it('is not used for another address, another session or when too old', async () => {
    early({ url: callUrl(BASE, (api) => getPublications(api, { Category: 'offers' })) });
    early({ authorization: 'Bearer someone-else' });
    early({ at: Date.now() - EARLY_CALL_MAX_AGE_MS - 1 });
    await expect(getNews(client(), QUERY)).resolves.toEqual(NETWORK_BODY);
    expect(sent).toHaveLength(1);
  });

  it('sends the call itself when the early call failed or was refused, so errors come the usual way', async () => {
    early({ answer: Promise.resolve(undefined) });
    await expect(getNews(client(), QUERY)).resolves.toEqual(NETWORK_BODY);
    early({ answer: Promise.resolve({ status: 401, body: '{}', contentType: 'application/json' }) });
    networkStatus = 401;
    const onAuthError = jest.fn();
    const api = client('token-1', { onAuthError });
    await expect(getNews(api, QUERY)).rejects.toBeInstanceOf(ApiError);
    expect(onAuthError).toHaveBeenCalledWith(401);
    expect(sent).toHaveLength(2);
  });

  it('drops what is too old, and everything when the session ends', async () => {
    early({ at: Date.now() - EARLY_CALL_MAX_AGE_MS - 1 });
    early({ url: callUrl(BASE, (api) => getPublications(api, { Category: 'offers' })) });
    await getNews(client(), QUERY);
    const left = () => (window as unknown as Record<string, EarlyCall[] | undefined>)[EARLY_CALLS_GLOBAL];
    expect(left()).toHaveLength(1);
    createTokenStore({ session: window.sessionStorage, local: window.localStorage }).clear();
    expect(left()).toBeUndefined();
  });

  it('is cancelled with the call while the early answer is still on its way', async () => {
    early({ answer: new Promise(() => undefined) });
    const controller = new AbortController();
    const pending = getNews({ ...client(), signal: controller.signal }, QUERY);
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(0);
  });
});

describe('callUrl', () => {
  it('gives the address the client sends the call to, lists repeated', () => {
    expect(callUrl(BASE, (api) => getPublications(api, { Category: 'offers', PublicationTypes: ['reward', 'offer'], Page: 1 }))).toBe(
      `${BASE}/api/profile/publications?Category=offers&PublicationTypes=reward&PublicationTypes=offer&Page=1`,
    );
  });
});
