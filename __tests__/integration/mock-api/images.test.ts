/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { startMockApiServer, type RunningMockApi } from '@/api-client/mocks/http-server';
import { MOCK_PICTURE_HOST, mockImagePath, mockImageUrl, mockPictureOrigin } from '@/api-client/mocks/images';
import { ensurePictureCertificate, startMockPictureServer, type PictureCertificate, type RunningPictureServer } from '@/api-client/mocks/picture-server';
import { MOCK_PICTURE_WIDTH } from '@/api-client/mocks/picture-png';

let api: RunningMockApi;
let pictures: RunningPictureServer;
let certificate: PictureCertificate;
let tlsDir: string;
const portBefore = process.env.MOCK_PICTURES_PORT;

beforeAll(async () => {
  tlsDir = mkdtempSync(path.join(os.tmpdir(), 'mock-pictures-tls-'));
  certificate = ensurePictureCertificate(tlsDir);
  [api, pictures] = await Promise.all([startMockApiServer({ host: '127.0.0.1', port: 0 }), startMockPictureServer({ host: '127.0.0.1', port: 0, certificate })]);
});
afterAll(async () => {
  await Promise.all([api.close(), pictures.close()]);
  rmSync(tlsDir, { recursive: true, force: true });
  if (portBefore === undefined) delete process.env.MOCK_PICTURES_PORT;
  else process.env.MOCK_PICTURES_PORT = portBefore;
});

interface Answer {
  status: number;
  type: string | undefined;
  body: Buffer;
}

/**
 * GET a path of the picture host as a browser (or Next's optimiser) would: over TLS to
 * mock-pictures.localhost, trusting only the mock's own certificate.
 */
function fetchPicture(pathname: string, ca: Buffer | undefined = readFileSync(certificate.certFile)): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: pictures.port, path: pathname, servername: MOCK_PICTURE_HOST, headers: { host: `${MOCK_PICTURE_HOST}:${pictures.port}` }, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the mock’s pictures', () => {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  /** A PNG's width and height, from its header (IHDR). */
  const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

  it('draws the same PNG for a path every time, 16:9 and wide enough for a phone at 3x, and nothing that is not one', async () => {
    const first = await fetchPicture('/__mock/images/aurora/reward-1.png');
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/png');
    expect([...first.body.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(first.body)).toEqual({ width: MOCK_PICTURE_WIDTH, height: (MOCK_PICTURE_WIDTH * 9) / 16 });
    expect((await fetchPicture('/__mock/images/aurora/reward-1.png')).body.equals(first.body)).toBe(true);
    // Another path, another picture.
    expect((await fetchPicture('/__mock/images/aurora/reward-2.png')).body.equals(first.body)).toBe(false);
    expect((await fetchPicture('/__mock/images/aurora/reward-1.svg')).status).toBe(404);
    expect((await fetchPicture('/__mock/images/aurora/reward-1.png.exe')).status).toBe(404);
  });

  it('draws a known model’s car, 16:9, and answers 404 for a model it does not know', async () => {
    const car = await fetchPicture('/__mock/images/vehicles/aur-solstice.png');
    expect(car.status).toBe(200);
    expect(car.type).toBe('image/png');
    expect(pngSize(car.body)).toEqual({ width: MOCK_PICTURE_WIDTH, height: (MOCK_PICTURE_WIDTH * 9) / 16 });
    expect((await fetchPicture('/__mock/images/vehicles/no-such-model.png')).status).toBe(404);
    expect((await fetchPicture('/__mock/images/vehicles/aur-solstice.svg')).status).toBe(404);
  });

  it('serves them from a host of its own over https, with a certificate for that host only, and not from the API', async () => {
    expect(pictures.origin).toBe(`https://${MOCK_PICTURE_HOST}:${pictures.port}`);
    // Without the mock's certificate the TLS handshake is refused: it is no public certificate.
    await expect(fetchPicture('/__mock/images/aurora/reward-1.png', Buffer.from(''))).rejects.toThrow();
    expect((await fetch(`${api.url}/__mock/images/aurora/reward-1.png`)).status).toBe(404);
  });

  it('points the seed’s vehicles and publications at the picture host, on the port it got', async () => {
    expect(mockImagePath('aurora', 'reward-1')).toBe('/__mock/images/aurora/reward-1.png');
    expect(mockPictureOrigin()).toBe(pictures.origin);
    const url = new URL(mockImageUrl('vehicles', 'vlt-one'));
    expect(url.origin).toBe(pictures.origin);
    expect((await fetchPicture(url.pathname)).status).toBe(200);
  });

  it('makes its certificate once and keeps it until it nears its end', () => {
    const first = readFileSync(certificate.certFile);
    expect(readFileSync(ensurePictureCertificate(tlsDir).certFile)).toEqual(first);
    // Some 29 days on, a day before it ends, it is made anew.
    expect(readFileSync(ensurePictureCertificate(tlsDir, Date.now() + 29 * 24 * 60 * 60 * 1000).certFile)).not.toEqual(first);
  });
});
