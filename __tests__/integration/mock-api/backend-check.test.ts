/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';
import { startMockApiServer, type RunningMockApi } from '@/api-client/mocks/http-server';
import { mockStore } from '@/api-client/mocks/store';
import { checkBackends } from '@/api-client/system/backend-check';
import { sites } from '@/config/site-registry';

let api: RunningMockApi;
beforeAll(async () => {
  api = await startMockApiServer({ host: '127.0.0.1', port: 0 });
});
afterAll(() => api.close());
afterEach(() => mockStore.setFaults(undefined, ''));

const served = sites.filter((site) => !site.maintenance).map((site) => site.id);

describe('the backend check (ping)', () => {
  it('pings every site’s backend once, and says each is up', async () => {
    const backends = await checkBackends(sites, `${api.url}/{site}`);
    expect(backends.map((backend) => backend.sites).flat().sort()).toEqual([...served].sort());
    expect(backends.every((backend) => backend.status === 'up' && backend.apiUrl.startsWith(api.url))).toBe(true);
    expect(mockStore.statsOf(undefined).calls.ping).toBeGreaterThanOrEqual(served.length);
  });

  it('names one backend as many sites share once', async () => {
    const shared = sites.map((site) => ({ ...site, apiUrl: 'https://api.example/owner-portal' }));
    const backends = await checkBackends(shared, `${api.url}/aurora-dk`);
    expect(backends).toHaveLength(1);
    expect(backends[0]!.sites.sort()).toEqual([...served].sort());
  });

  it('says which backend is down, and why', async () => {
    mockStore.setFaults(undefined, 'ping=503');
    expect((await checkBackends(sites, `${api.url}/{site}`)).map(({ status, reason }) => ({ status, reason }))).toEqual(served.map(() => ({ status: 'down', reason: 'answered 503' })));
    const nobody = await checkBackends(sites.slice(0, 1), 'http://127.0.0.1:9/{site}');
    expect(nobody).toEqual([expect.objectContaining({ status: 'down', reason: 'no answer' })]);
  });

  it('is what GET /api/health?check=backend answers: 200 when all are up, 503 when one is not; plain /api/health pings nobody', async () => {
    const before = process.env.API_URL_OVERRIDE;
    process.env.API_URL_OVERRIDE = `${api.url}/{site}`;
    try {
      await jest.isolateModulesAsync(async () => {
        const { default: health } = (await import('@/pages/api/health')) as { default: (req: NextApiRequest, res: NextApiResponse) => Promise<void> };
        const call = async (query: Record<string, string>) => {
          const answer = { status: 0, body: undefined as unknown };
          const res = { setHeader: () => undefined, status: (code: number) => ((answer.status = code), res), json: (body: unknown) => (answer.body = body) };
          await health({ method: 'GET', query } as unknown as NextApiRequest, res as unknown as NextApiResponse);
          return answer;
        };
        const pings = () => mockStore.statsOf(undefined).calls.ping ?? 0;
        const before = pings();
        expect(await call({})).toMatchObject({ status: 200, body: { status: 'ok' } });
        expect(pings()).toBe(before);
        expect(await call({ check: 'backend' })).toMatchObject({ status: 200, body: { status: 'ok', backends: expect.arrayContaining([expect.objectContaining({ status: 'up' })]) } });
        mockStore.setFaults(undefined, 'ping=500');
        expect(await call({ check: 'backend' })).toMatchObject({ status: 503, body: { status: 'degraded' } });
        expect(await call({ check: 'everything' })).toMatchObject({ status: 400 });
      });
    } finally {
      if (before === undefined) delete process.env.API_URL_OVERRIDE;
      else process.env.API_URL_OVERRIDE = before;
    }
  });
});
