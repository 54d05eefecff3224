/** @jest-environment node */
import { startMockApiServer, type RunningMockApi } from '@/api-client/mocks/http-server';
import { remoteImages } from '@/config/images.js';

let api: RunningMockApi;
beforeAll(async () => {
  api = await startMockApiServer({ host: '127.0.0.1', port: 0 });
});
afterAll(() => api.close());

describe('the mock’s pictures', () => {
  it('draws the same SVG for a path every time, and nothing that is not one', async () => {
    const first = await fetch(`${api.url}/__mock/images/aurora/reward-1.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await first.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(await (await fetch(`${api.url}/__mock/images/aurora/reward-1.svg`)).text()).toBe(svg);
    expect((await fetch(`${api.url}/__mock/images/aurora/reward-1.png`)).status).toBe(404);
  });

  it('lets next/image load only the mock’s picture path, and nothing remote without an override', () => {
    expect(remoteImages(undefined)).toEqual({ remotePatterns: [] });
    expect(remoteImages('http://127.0.0.1:4010/{site}')).toEqual({
      remotePatterns: [{ protocol: 'http', hostname: '127.0.0.1', port: '4010', pathname: '/__mock/images/**', search: '' }],
      dangerouslyAllowLocalIP: true,
    });
  });
});
