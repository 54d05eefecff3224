/**
 * The mock backend over HTTP, for `npm run dev`, `npm run demo` and the end-to-end tests:
 *   npm run mock-api   (MOCK_API_HOST, default 127.0.0.1; MOCK_API_PORT, default 4010)
 * Every site is served under its id: http://127.0.0.1:4010/aurora-dk/api/profile, ... (what
 * API_URL_OVERRIDE=http://127.0.0.1:4010/{site} points the sites at). The same msw handlers
 * answer as in Jest. Besides the contract, two routes help tests and demos:
 *   POST /__mock/reset             back to the seed data
 *   GET  /__mock/outbox?to=<email> what the mock "emailed" (activation and reset tokens)
 *   GET  /__mock/stats             read-only counters: refresh and revoke requests seen, and
 *                                  requests per operation (`calls`, faulted ones included)
 *   POST /__mock/faults            sets the fault switch of the namespace: the body (text/plain,
 *                                  or JSON {"faults": "..."}) is a list as in faults.ts, e.g.
 *                                  "getProfile=503,getVehicles=drop"; it replaces the previous one
 *   DELETE /__mock/faults          lifts the namespace's faults (so does POST /__mock/reset)
 *   GET  /__mock/faults            the namespace's current setting, as {"faults": "..."}
 *   POST /__mock/clock?advanceMs=N moves the mock's clock forward (token expiry without waiting)
 * The demo data's pictures come from a host of their own, https://mock-pictures.localhost on
 * MOCK_PICTURES_PORT (picture-server.ts), which `npm run mock-api` starts beside the API.
 * All act on the namespace named by the x-mock-namespace header (or ?namespace=), when given:
 * see MOCK_NAMESPACE_HEADER in store.ts.
 * Faults: see faults.ts (the x-mock-fault header on a request, the namespace's setting above, or
 * MOCK_FAULTS). An end-to-end test sets its own namespace's faults, so the browser's calls fail
 * without touching any other test:
 *   curl -X POST -H 'x-mock-namespace: e2e-1' -H 'content-type: text/plain' \
 *        --data 'getVehicles=503' http://127.0.0.1:4010/__mock/faults
 * The `drop` fault closes the connection without an answer (msw's Response.error(), which this
 * server turns into a destroyed socket).
 */
import type { AddressInfo } from 'node:net';
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sites } from '@/config/site-registry';
import { FAULT_HEADER, unknownFaults } from './faults';
import { handlers } from './handlers';
import { mockSettings } from './mock-settings';
import { startMockPictureServer } from './picture-server';
import { MOCK_NAMESPACE_HEADER, mockStore, parseNamespace } from './store';

const LOCAL_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+\.)*localhost(?::\d+)?$|^https?:\/\/127\.0\.0\.1(?::\d+)?$|^https?:\/\/\[::1\](?::\d+)?$/i;

/** Local hosts on any port, and the sites' production hosts. */
export function isAllowedOrigin(origin: string): boolean {
  if (LOCAL_ORIGIN.test(origin)) return true;
  const match = /^https?:\/\/([^/:]+)(?::\d+)?$/i.exec(origin);
  return !!match && sites.some((site) => site.hosts.includes(match[1]!.toLowerCase()));
}

function cors(req: Request, res: Response, next: NextFunction) {
  const origin = req.headers.origin;
  if (origin && isAllowedOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'WWW-Authenticate, Retry-After, Location');
  }
  if (req.method === 'OPTIONS') {
    if (origin && isAllowedOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', `Authorization, Content-Type, Accept, ${FAULT_HEADER}, ${MOCK_NAMESPACE_HEADER}`);
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.status(204).end();
    return;
  }
  next();
}

/**
 * msw's Response.error() (the `drop` fault) reaches the response as status 0, which cannot be
 * sent (Node throws): answer nothing and close the connection, as a backend that went away would.
 */
function dropOnNetworkError(req: Request, res: Response, next: NextFunction) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode !== 0) return end(...args);
    req.socket.destroy();
    return res;
  }) as Response['end'];
  next();
}

function namespaceOf(req: Request): string | undefined {
  const fromQuery = typeof req.query.namespace === 'string' ? req.query.namespace : undefined;
  return parseNamespace(req.header(MOCK_NAMESPACE_HEADER) ?? fromQuery);
}

function problem(res: Response, status: number, title: string, detail: string) {
  res.status(status).type('application/problem+json').send(JSON.stringify({ type: 'about:blank', title, status, detail }));
}

export function createMockApiApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(cors);
  app.post('/__mock/reset', (req, res) => {
    mockStore.reset(namespaceOf(req));
    res.status(204).end();
  });
  app.get('/__mock/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json(mockStore.outboxOf(namespaceOf(req), to));
  });
  app.get('/__mock/stats', (req, res) => {
    res.json(mockStore.statsOf(namespaceOf(req)));
  });
  app.post('/__mock/faults', express.text({ type: 'text/plain', limit: '4kb' }), express.json({ limit: '4kb' }), (req, res) => {
    const body: unknown = req.body;
    const spec = typeof body === 'string' ? body : (body as { faults?: unknown } | undefined)?.faults;
    if (typeof spec !== 'string') {
      problem(res, 400, 'Bad Request', 'Send the faults as text/plain, or as JSON {"faults": "getProfile=503"}.');
      return;
    }
    const unknown = unknownFaults(spec);
    if (unknown.length > 0) {
      problem(res, 400, 'Bad Request', `Not <operationId>=<500|503|slow|drop|none>: ${unknown.join(', ')}`);
      return;
    }
    mockStore.setFaults(namespaceOf(req), spec);
    res.status(204).end();
  });
  app.delete('/__mock/faults', (req, res) => {
    mockStore.setFaults(namespaceOf(req), '');
    res.status(204).end();
  });
  app.get('/__mock/faults', (req, res) => {
    res.json({ faults: mockStore.faultsOf(namespaceOf(req)) });
  });
  app.post('/__mock/clock', (req, res) => {
    if (req.query.now !== undefined) {
      const at = new Date(String(req.query.now));
      const namespace = namespaceOf(req);
      if (Number.isNaN(at.getTime()) || !namespace) {
        problem(res, 400, 'Bad Request', 'now must be an ISO date and time, set in a namespace (x-mock-namespace).');
        return;
      }
      mockStore.setClock(at, namespace);
      res.status(204).end();
      return;
    }
    const advanceMs = Number(req.query.advanceMs);
    if (!Number.isInteger(advanceMs) || advanceMs <= 0) {
      problem(res, 400, 'Bad Request', 'advanceMs must be a positive whole number of milliseconds.');
      return;
    }
    mockStore.advanceClock(advanceMs, namespaceOf(req));
    res.status(204).end();
  });
  app.use(dropOnNetworkError, createMiddleware(...handlers));
  app.use((req, res) => problem(res, 404, 'Not Found', `No operation answers ${req.method} ${req.path}.`));
  return app;
}

export interface RunningMockApi {
  url: string;
  close: () => Promise<void>;
}

/** Starts the server; port 0 picks a free port (tests). */
export function startMockApiServer({
  host = mockSettings.host(),
  port = mockSettings.port(),
}: { host?: string; port?: number } = {}): Promise<RunningMockApi> {
  const app = createMockApiApp();
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const { port: actualPort } = server.address() as AddressInfo;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (require.main === module) {
  Promise.all([startMockApiServer(), startMockPictureServer()])
    .then(([{ url, close: closeApi }, pictures]) => {
      console.log(`Mock API listening on ${url}, its pictures on ${pictures.origin}`);
      const close = () => Promise.all([closeApi(), pictures.close()]);
      const stop = () => {
        close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    })
    .catch((error: unknown) => {
      console.error(`Mock API could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
