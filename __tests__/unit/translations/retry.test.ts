/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRANSLATION_MAX_RETRIES, TRANSLATION_RETRY_BASE_DELAY_MS } from '@/config/translations';
import { createBlobTranslationSource } from '@/lib/i18n/blob-source';
import { withRetry } from '@/lib/i18n/retry';
import { TranslationLoadError } from '@/lib/i18n/translation-source';
import { azuriteConnectionString } from '@/scripts/services/azurite';

// The stand-in server speaks as Azurite's development account would.
const connectionStringFor = (port: number) => azuriteConnectionString('127.0.0.1', port);

/** A stand-in blob store answering each request with the next status of a script (the last one repeats). */
async function startBlobServer(statuses: number[]) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const status = statuses[Math.min(requests.length, statuses.length - 1)]!;
    requests.push(`${req.method} ${req.url?.split('?')[0]}`);
    res.statusCode = status;
    if (status === 200) {
      res.setHeader('content-type', 'application/json');
      res.setHeader('etag', '"0x1"');
      res.end(JSON.stringify({ greeting: 'Hej' }));
    } else {
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

function sourceFor(port: number, sleep: (ms: number) => Promise<void>) {
  return createBlobTranslationSource(
    { connectionString: connectionStringFor(port), container: 'translations', prefix: '' },
    { sleep },
  );
}

describe('translation retry policy against an HTTP blob store', () => {
  it('has the constants of docs/product.md#constants', () => {
    expect(TRANSLATION_MAX_RETRIES).toBe(5);
    expect(TRANSLATION_RETRY_BASE_DELAY_MS).toBe(350);
  });

  it('retries a 503 and succeeds on the next answer', async () => {
    const server = await startBlobServer([503, 200]);
    const { delays, sleep } = recordingSleep();
    try {
      await expect(sourceFor(server.port, sleep).read('da', 'common')).resolves.toEqual({ greeting: 'Hej' });
      expect(server.requests).toEqual([
        'GET /devstoreaccount1/translations/da/common.json',
        'GET /devstoreaccount1/translations/da/common.json',
      ]);
      expect(delays).toEqual([350]);
    } finally {
      await server.close();
    }
  });

  it('does not retry a 404 and names language, namespace and blob', async () => {
    const server = await startBlobServer([404]);
    const { delays, sleep } = recordingSleep();
    try {
      const error = await sourceFor(server.port, sleep)
        .read('sv', 'login')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TranslationLoadError);
      expect((error as Error).message).toMatch(/^Could not load translations sv\/login from blob "sv\/login\.json": HTTP 404/);
      expect((error as TranslationLoadError).attempts).toBe(1);
      expect(server.requests).toHaveLength(1);
      expect(delays).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('retries 5xx answers five times with doubling delays, then fails naming the blob', async () => {
    const server = await startBlobServer([500]);
    const { delays, sleep } = recordingSleep();
    try {
      await expect(sourceFor(server.port, sleep).read('da', 'home')).rejects.toThrow(
        'Could not load translations da/home from blob "da/home.json": HTTP 500',
      );
      expect(server.requests).toHaveLength(6);
      expect(delays).toEqual([350, 700, 1400, 2800, 5600]);
    } finally {
      await server.close();
    }
  });

  it('retries a closed port five times (6 attempts), then fails naming the blob', async () => {
    const port = await closedPort();
    const { delays, sleep } = recordingSleep();
    const error = await sourceFor(port, sleep)
      .read('da', 'common')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationLoadError);
    expect((error as Error).message).toMatch(
      /^Could not load translations da\/common from blob "da\/common\.json": .*ECONNREFUSED.* \(6 attempts\)$/,
    );
    expect((error as TranslationLoadError).attempts).toBe(6);
    expect(delays).toEqual([350, 700, 1400, 2800, 5600]);
  });
});

describe('withRetry on fake timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 350 ms, then 700 ms before the next attempts', async () => {
    const unavailable = Object.assign(new Error('unavailable'), { statusCode: 503 });
    const operation = jest.fn(async (attempt: number) => {
      if (attempt < 3) throw unavailable;
      return 'loaded';
    });
    const result = withRetry(operation);
    await jest.advanceTimersByTimeAsync(0);
    expect(operation).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(349);
    expect(operation).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(699);
    expect(operation).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('loaded');
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it('does not retry an error that is neither a 5xx nor a network failure', async () => {
    const operation = jest.fn(async () => {
      throw new SyntaxError('Unexpected token');
    });
    await expect(withRetry(operation)).rejects.toThrow('Unexpected token');
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
