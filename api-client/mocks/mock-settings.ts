/**
 * Settings of the mock backend, read from the environment when used (so a test may change them):
 *   MOCK_ACCESS_TOKEN_TTL_SECONDS   life of an access token (default 300)
 *   MOCK_REFRESH_TOKEN_TTL_SECONDS  life of a refresh token (default: the product's bound, config/auth.ts)
 *   MOCK_REFRESH_REUSE_GRACE_SECONDS  a rotated refresh token may be used again this long (default 10)
 *   MOCK_SESSION_MAX_SECONDS        a session's absolute life from sign-in (default: the product's, config/auth.ts)
 *   MOCK_FAULTS                     fault switch, see faults.ts (e.g. getVehicles=500,getNews=slow)
 *   MOCK_SLOW_MS                    delay of the `slow` fault (default 3000)
 *   MOCK_API_HOST, MOCK_API_PORT    where the HTTP server listens (default 127.0.0.1:4010)
 *   MOCK_PICTURES_PORT              where the https picture server listens (default 4012; same host)
 *   MOCK_PICTURES_TLS_DIR           its certificate and key (default .cache/mock-pictures-tls; made when missing)
 */
import path from 'node:path';
import { REFRESH_TOKEN_LIFETIME_SECONDS, SESSION_ABSOLUTE_LIFETIME_SECONDS } from '@/config/auth';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function nonNegativeInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

export const mockSettings = {
  accessTokenTtlSeconds: () => positiveInteger('MOCK_ACCESS_TOKEN_TTL_SECONDS', 300),
  refreshTokenTtlSeconds: () => positiveInteger('MOCK_REFRESH_TOKEN_TTL_SECONDS', REFRESH_TOKEN_LIFETIME_SECONDS),
  refreshReuseGraceSeconds: () => nonNegativeInteger('MOCK_REFRESH_REUSE_GRACE_SECONDS', 10),
  sessionMaxSeconds: () => positiveInteger('MOCK_SESSION_MAX_SECONDS', SESSION_ABSOLUTE_LIFETIME_SECONDS),
  slowMs: () => positiveInteger('MOCK_SLOW_MS', 3000),
  faults: () => process.env.MOCK_FAULTS ?? '',
  host: () => process.env.MOCK_API_HOST || '127.0.0.1',
  port: () => portNumber('MOCK_API_PORT', 4010),
  picturesPort: () => portNumber('MOCK_PICTURES_PORT', 4012),
  picturesTlsDir: () => process.env.MOCK_PICTURES_TLS_DIR || path.join(__dirname, '..', '..', '.cache', 'mock-pictures-tls'),
};

function portNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}
