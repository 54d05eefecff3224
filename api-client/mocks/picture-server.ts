/**
 * The mock backend's picture host: https://mock-pictures.localhost:<MOCK_PICTURES_PORT>, serving
 * the demo data's pictures (images.ts) over TLS, as a brand's CDN would. Started beside the API by
 * `npm run mock-api` (http-server.ts) and so by `npm run dev`, `npm run demo` and the end-to-end
 * tests. Next's image optimiser fetches from it like from any picture host a site file names:
 * the stack gives Next's process the certificate to trust and resolves `.localhost` names to this
 * machine (scripts/services/mock-pictures.ts).
 *
 * The certificate is made once with openssl (self-signed, for mock-pictures.localhost only, 30
 * days) into MOCK_PICTURES_TLS_DIR, by default the git-ignored .cache/mock-pictures-tls, and made
 * again when it is missing or about to expire.
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Response } from 'express';
import { LANDSCAPE_SVG_WIDTH, MOCK_IMAGE_PATH, MOCK_PICTURE_HOST, mockImageSvg, VEHICLE_SVG_WIDTH, vehicleSvg } from './images';
import { mockSettings } from './mock-settings';
import { pictureAsPng } from './picture-png';

export interface PictureCertificate {
  certFile: string;
  keyFile: string;
}

/** A certificate this close to its end is made again, so a long `npm run dev` never meets an expired one. */
const RENEW_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;

function usable(certFile: string, keyFile: string, now: number): boolean {
  if (!existsSync(certFile) || !existsSync(keyFile)) return false;
  try {
    const cert = new X509Certificate(readFileSync(certFile));
    return cert.checkHost(MOCK_PICTURE_HOST) !== undefined && Date.parse(cert.validTo) - now > RENEW_BEFORE_MS;
  } catch {
    return false;
  }
}

/** The picture host's certificate and key in `dir`, made with openssl when missing or about to expire. */
export function ensurePictureCertificate(dir = mockSettings.picturesTlsDir(), now = Date.now()): PictureCertificate {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  if (usable(certFile, keyFile, now)) return { certFile, keyFile };
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', keyFile, '-out', certFile, '-days', '30',
        '-subj', `/CN=${MOCK_PICTURE_HOST}`, '-addext', `subjectAltName=DNS:${MOCK_PICTURE_HOST}`,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'openssl is not installed (Debian: apt-get install openssl)' : String(error);
    throw new Error(`The mock's picture host needs a TLS certificate, and it could not be made: ${reason}`);
  }
  return { certFile, keyFile };
}

/** The picture routes: the same paths as images.ts's addresses. */
export function createPictureApp() {
  const app = express();
  app.disable('x-powered-by');
  const problem = (res: Response, status: number, detail: string) => {
    const title = status === 404 ? 'Not Found' : 'Internal Server Error';
    res.status(status).type('application/problem+json').send(JSON.stringify({ type: 'about:blank', title, status, detail }));
  };
  const sendPng = (res: Response, png: Promise<Buffer>) =>
    png.then(
      (body) => res.type('image/png').setHeader('Cache-Control', 'public, max-age=86400').send(body),
      () => problem(res, 500, 'The picture could not be drawn.'),
    );
  app.get(`${MOCK_IMAGE_PATH}/vehicles/:file`, (req, res) => {
    const name = /^([\w-]+)\.png$/.exec(String(req.params.file))?.[1];
    const svg = name && vehicleSvg(name);
    if (!svg) return problem(res, 404, 'No such image.');
    return sendPng(res, pictureAsPng(req.path, svg, VEHICLE_SVG_WIDTH));
  });
  app.get(`${MOCK_IMAGE_PATH}/*`, (req, res) => {
    if (!/^[\w\-/]+\.png$/.test(req.path)) return problem(res, 404, 'Only .png pictures are drawn.');
    return sendPng(res, pictureAsPng(req.path, mockImageSvg(req.path), LANDSCAPE_SVG_WIDTH));
  });
  app.use((req, res) => problem(res, 404, `No picture at ${req.path}.`));
  return app;
}

export interface RunningPictureServer {
  /** https://mock-pictures.localhost:<port> */
  origin: string;
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts the picture host; port 0 picks a free port, which then becomes MOCK_PICTURES_PORT of this
 * process, so the addresses the mock answers with (images.ts) name it.
 */
export function startMockPictureServer({
  host = mockSettings.host(),
  port = mockSettings.picturesPort(),
  certificate = ensurePictureCertificate(),
}: { host?: string; port?: number; certificate?: PictureCertificate } = {}): Promise<RunningPictureServer> {
  const server: Server = createServer({ cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) }, createPictureApp());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actualPort } = server.address() as AddressInfo;
      process.env.MOCK_PICTURES_PORT = String(actualPort);
      resolve({
        origin: `https://${MOCK_PICTURE_HOST}:${actualPort}`,
        port: actualPort,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
