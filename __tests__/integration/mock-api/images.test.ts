/** @jest-environment node */
import { startMockApiServer, type RunningMockApi } from '@/api-client/mocks/http-server';
import { remoteImages } from '@/config/images.js';
import { mockImagePath, mockImageUrl } from '@/api-client/mocks/images';
import { MOCK_PICTURE_WIDTH } from '@/api-client/mocks/picture-png';

let api: RunningMockApi;
beforeAll(async () => {
  api = await startMockApiServer({ host: '127.0.0.1', port: 0 });
});
afterAll(() => api.close());

describe('the mock’s pictures', () => {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  /** A PNG's width and height, from its header (IHDR). */
  const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

  it('draws the same PNG for a path every time, 16:9 and wide enough for a phone at 3x, and nothing that is not one', async () => {
    const first = await fetch(`${api.url}/__mock/images/aurora/reward-1.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await first.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: MOCK_PICTURE_WIDTH, height: (MOCK_PICTURE_WIDTH * 9) / 16 });
    expect(Buffer.from(await (await fetch(`${api.url}/__mock/images/aurora/reward-1.png`)).arrayBuffer()).equals(png)).toBe(true);
    // Another path, another picture.
    expect(Buffer.from(await (await fetch(`${api.url}/__mock/images/aurora/reward-2.png`)).arrayBuffer()).equals(png)).toBe(false);
    expect((await fetch(`${api.url}/__mock/images/aurora/reward-1.svg`)).status).toBe(404);
    expect((await fetch(`${api.url}/__mock/images/aurora/reward-1.png.exe`)).status).toBe(404);
  });

  it('draws a known model’s car, 16:9, and answers 404 for a model it does not know', async () => {
    const car = await fetch(`${api.url}/__mock/images/vehicles/aur-solstice.png`);
    expect(car.status).toBe(200);
    expect(car.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await car.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: MOCK_PICTURE_WIDTH, height: (MOCK_PICTURE_WIDTH * 9) / 16 });
    expect((await fetch(`${api.url}/__mock/images/vehicles/no-such-model.png`)).status).toBe(404);
    expect((await fetch(`${api.url}/__mock/images/vehicles/aur-solstice.svg`)).status).toBe(404);
  });

  it('points the seed’s vehicles and publications at pictures it serves', async () => {
    expect(mockImagePath('aurora', 'reward-1')).toBe('/__mock/images/aurora/reward-1.png');
    const url = new URL(mockImageUrl('vehicles', 'vlt-one'));
    expect((await fetch(`${api.url}${url.pathname}`)).status).toBe(200);
  });

  it('lets next/image load only the mock’s picture path, and nothing remote without an override', () => {
    expect(remoteImages(undefined)).toEqual({ remotePatterns: [] });
    expect(remoteImages('http://127.0.0.1:4010/{site}')).toEqual({
      remotePatterns: [{ protocol: 'http', hostname: '127.0.0.1', port: '4010', pathname: '/__mock/images/**', search: '' }],
      dangerouslyAllowLocalIP: true,
    });
  });
});
