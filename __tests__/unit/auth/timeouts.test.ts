import { delay, http, HttpResponse } from 'msw';
import { ApiError } from '@/api-client/core/api-error';
import { createApiClient } from '@/api-client/core/client';
import { mockServer } from '@/api-client/mocks/node';
import { REQUEST_TIMEOUT_MS } from '@/config/auth';
import { sessionRoutes } from '@/lib/auth/session-routes';
import { SessionUnavailableError } from '@/lib/auth/session';

const API = 'http://mock.test/aurora-dk';

describe('the session routes’ timeout', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('gives up after REQUEST_TIMEOUT_MS (15 s) and rejects as a timeout, not a refusal', async () => {
    jest.useFakeTimers();
    // A route that never answers: only the abort signal ends the call.
    global.fetch = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as typeof fetch;
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);

    let settled: unknown = 'pending';
    const read = sessionRoutes.refresh().then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    );
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await read;
    expect(settled).toBeInstanceOf(SessionUnavailableError);
    expect(settled).toMatchObject({ status: 0, timedOut: true });
  });

  it('tells a refusal (401: no usable cookie) from an outage (5xx)', async () => {
    global.fetch = jest.fn(async () => new Response('{"error":"There is no session to renew."}', { status: 401 })) as typeof fetch;
    await expect(sessionRoutes.refresh()).resolves.toBeUndefined();
    global.fetch = jest.fn(async () => new Response('{}', { status: 502 })) as typeof fetch;
    await expect(sessionRoutes.refresh()).rejects.toMatchObject({ status: 502 });
    await expect(sessionRoutes.logout()).rejects.toBeInstanceOf(SessionUnavailableError);
  });

  it('sends nothing but a bodiless same-origin POST to renew, and keeps only the access token of the answer', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(input), init]);
      return Response.json({ accessToken: 'a.b.c', expiresAt: 1_900_000_000, refreshToken: 'never-kept' });
    }) as typeof fetch;
    await expect(sessionRoutes.refresh()).resolves.toEqual({ accessToken: 'a.b.c', expiresAt: 1_900_000_000 });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe(`${window.location.origin}/api/auth/refresh`);
    expect(calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'same-origin', body: undefined });
  });

  it('sends the sign-out so that it outlives the page (keepalive), and reads whether the backend revoked', async () => {
    let init: RequestInit | undefined;
    global.fetch = jest.fn(async (_input: RequestInfo | URL, given?: RequestInit) => {
      init = given;
      return Response.json({ revoked: false });
    }) as typeof fetch;
    await expect(sessionRoutes.logout()).resolves.toEqual({ revoked: false });
    expect(init).toMatchObject({ keepalive: true, body: '{}' });
  });
});

describe('the API client’s timeout', () => {

  it('fails a call that hangs past its timeout as an ApiError of kind timeout', async () => {
    mockServer.use(
      http.get(`${API}/api/profile`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ baseURL: API, timeoutMs: 50 });
    const error = await client.authenticated.get('/api/profile').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: 'timeout', translationKey: 'errors.timeout' });
  });

  it('fails a call whose session could not be renewed (an outage) without sending it or ending the session', async () => {
    let sent = 0;
    mockServer.use(
      http.get(`${API}/api/profile`, () => {
        sent += 1;
        return HttpResponse.json({});
      }),
    );
    const onAuthError = jest.fn();
    const client = createApiClient({
      baseURL: API,
      getAccessToken: () => Promise.reject(new SessionUnavailableError('down', 503)),
      onAuthError,
    });
    const error = await client.authenticated.get('/api/profile').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, kind: 'server' });
    expect(sent).toBe(0);
    expect(onAuthError).not.toHaveBeenCalled();
  });
});
