/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createApiClient, type ApiClient } from '@/api-client/core/client';
import type { AxiosInstance } from 'axios';
import { signIn } from '@/api-client/identity/identity-api';
import { getProfile } from '@/api-client/profile/profile-api';
import { getVehicles, updateVehicle } from '@/api-client/vehicles/vehicles-api';
import { isAllowedOrigin, startMockApiServer, type RunningMockApi } from '@/api-client/mocks/http-server';
import { DEMO_OWNER_PASSWORD } from '@/api-client/mocks/seed/partition';

let server: RunningMockApi;

beforeAll(async () => {
  server = await startMockApiServer({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

describe('npm run mock-api', () => {
  it('prints one line when ready and stops cleanly on SIGTERM', async () => {
    const root = path.join(__dirname, '..', '..', '..');
    const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'api-client/mocks/http-server.ts'], {
      cwd: root,
      env: { ...process.env, MOCK_API_PORT: '0', MOCK_PICTURES_PORT: '0', MOCK_API_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 15_000;
      while (!output.includes('\n') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(output).toMatch(/^Mock API listening on http:\/\/127\.0\.0\.1:\d+, its pictures on https:\/\/mock-pictures\.localhost:\d+\n$/);
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)![0];
      expect((await fetch(`${url}/aurora-dk/`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});

describe('the mock backend over HTTP', () => {
  it('listens on the free port it was given', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:(3000|4010|10000)$/);
  });

  it('answers a CORS preflight from a local site origin', async () => {
    const response = await fetch(`${server.url}/volta-se/api/profile/vehicles`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://volta-se.localhost:3000',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://volta-se.localhost:3000');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives no CORS grant to other origins', async () => {
    const response = await fetch(`${server.url}/aurora-dk/`, { headers: { Origin: 'https://evil.example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['http://localhost:3000', true],
    ['http://aurora-dk.localhost:51234', true],
    ['http://127.0.0.1:8080', true],
    ['https://mit.aurora-bil.dk', true],
    ['https://min.volta-ev.se', true],
    ['https://mit.aurora-bil.dk.evil.com', false],
    ['http://localhost.evil.com', false],
    ['https://example.com', false],
  ])('origin %s allowed: %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin)).toBe(allowed);
  });

  it('serves a whole flow end to end: sign in, read, write, read', async () => {
    const anonymous = createApiClient({ baseURL: `${server.url}/volta-se` });
    const tokens = await signIn(anonymous, { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD });
    const client = createApiClient({ baseURL: `${server.url}/volta-se`, getAccessToken: async () => tokens.accessToken.token });
    expect((await getProfile(client)).marketId).toBe('SE');
    const [vehicle] = await getVehicles(client);
    await updateVehicle(client, { vehicleId: vehicle!.vehicleId, body: { nickname: 'Blixten' } });
    expect((await getVehicles(client))[0]!.nickname).toBe('Blixten');

    const reset = await fetch(`${server.url}/__mock/reset`, { method: 'POST' });
    expect(reset.status).toBe(204);
    // The signing key survives a reset, so the token still works, and the seed is back.
    expect((await getVehicles(client))[0]!.nickname).toBeNull();
  });

  it('keeps each x-mock-namespace apart: changes, sign-ins, outbox and reset stay in their namespace', async () => {
    const inNamespace = (namespace: string) => ({ 'x-mock-namespace': namespace });
    const withNamespace = (client: ApiClient<AxiosInstance>, namespace: string) => {
      for (const instance of [client.anonymous, client.authenticated]) Object.assign(instance.defaults.headers.common, inNamespace(namespace));
      return client;
    };
    const clientIn = async (namespace: string) => {
      const anonymous = withNamespace(createApiClient({ baseURL: `${server.url}/aurora-dk` }), namespace);
      const tokens = await signIn(anonymous, { email: 'owner@example.com', password: DEMO_OWNER_PASSWORD });
      return withNamespace(createApiClient({ baseURL: `${server.url}/aurora-dk`, getAccessToken: async () => tokens.accessToken.token }), namespace);
    };
    const [first, second] = [await clientIn('test-a'), await clientIn('test-b')];
    const [vehicle] = await getVehicles(first);
    await updateVehicle(first, { vehicleId: vehicle!.vehicleId, body: { nickname: 'Only in A' } });
    expect((await getVehicles(first))[0]!.nickname).toBe('Only in A');
    expect((await getVehicles(second))[0]!.nickname).toBeNull();

    // A token issued in one namespace is not valid in another, nor in the shared demo data.
    const secondToken = await signIn(withNamespace(createApiClient({ baseURL: `${server.url}/aurora-dk` }), 'test-b'), {
      email: 'owner@example.com',
      password: DEMO_OWNER_PASSWORD,
    });
    const crossed = createApiClient({ baseURL: `${server.url}/aurora-dk`, getAccessToken: async () => secondToken.accessToken.token });
    await expect(getVehicles(crossed)).rejects.toMatchObject({ status: 401 });

    await fetch(`${server.url}/aurora-dk/identity/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...inNamespace('test-a') },
      body: JSON.stringify({ email: 'owner@example.com' }),
    });
    const outboxOf = async (namespace?: string) =>
      (await (await fetch(`${server.url}/__mock/outbox?to=owner@example.com`, { headers: namespace ? inNamespace(namespace) : {} })).json()) as unknown[];
    expect(await outboxOf('test-a')).toHaveLength(1);
    expect(await outboxOf('test-b')).toHaveLength(0);

    await fetch(`${server.url}/__mock/reset`, { method: 'POST', headers: inNamespace('test-a') });
    expect(await outboxOf('test-a')).toHaveLength(0);
    expect((await getVehicles(await clientIn('test-a')))[0]!.nickname).toBeNull();
  });

  it('switches faults per namespace (POST /__mock/faults), counts calls, and drops the connection on `drop`', async () => {
    const ns = { 'x-mock-namespace': 'faults-a' };
    const other = { 'x-mock-namespace': 'faults-b' };
    const setFaults = (headers: Record<string, string>, body: string, type = 'text/plain') =>
      fetch(`${server.url}/__mock/faults`, { method: 'POST', headers: { ...headers, 'content-type': type }, body });
    const ping = (headers: Record<string, string>) => fetch(`${server.url}/aurora-dk/api/profile/vehicles`, { headers });

    expect((await setFaults(ns, 'getVehicles=boom')).status).toBe(400);
    expect((await setFaults(ns, 'getVehicles=503')).status).toBe(204);
    expect(await (await fetch(`${server.url}/__mock/faults`, { headers: ns })).json()).toEqual({ faults: 'getVehicles=503' });
    expect((await ping(ns)).status).toBe(503);
    // Another namespace, and the shared data, are not touched (401: no token, but no fault).
    expect((await ping(other)).status).toBe(401);
    expect((await ping({})).status).toBe(401);
    // The request's own header still wins.
    expect((await ping({ ...ns, 'x-mock-fault': 'getVehicles=none' })).status).toBe(401);

    expect((await setFaults(ns, JSON.stringify({ faults: 'getVehicles=drop' }), 'application/json')).status).toBe(204);
    await expect(ping(ns)).rejects.toThrow('fetch failed');
    // The server is still up after a dropped connection.
    expect((await ping(other)).status).toBe(401);

    const stats = (await (await fetch(`${server.url}/__mock/stats`, { headers: ns })).json()) as { calls: Record<string, number> };
    expect(stats.calls.getVehicles).toBe(3);

    expect((await fetch(`${server.url}/__mock/faults`, { method: 'DELETE', headers: ns })).status).toBe(204);
    expect((await ping(ns)).status).toBe(401);
    await setFaults(ns, 'getVehicles=500');
    await fetch(`${server.url}/__mock/reset`, { method: 'POST', headers: ns });
    expect((await ping(ns)).status).toBe(401);
    expect(await (await fetch(`${server.url}/__mock/faults`, { headers: ns })).json()).toEqual({ faults: '' });
  });

  it('answers an unknown path and an unknown site with problem+json 404', async () => {
    for (const path of ['/aurora-dk/api/no-such-thing', '/no-such-site/api/profile']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect((await response.json()) as object).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('shows the emailed tokens in the outbox', async () => {
    await fetch(`${server.url}/aurora-dk/identity/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com' }),
    });
    const outbox = (await (await fetch(`${server.url}/__mock/outbox?to=owner@example.com`)).json()) as Array<{ purpose: string; token: string }>;
    expect(outbox.at(-1)).toMatchObject({ purpose: 'password-reset', token: expect.any(String) });
  });
});
