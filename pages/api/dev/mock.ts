import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '@/config/env';
import { sites } from '@/config/site-registry';
import { DEV_PAGE_HEADERS, DEV_PAGE_PATH, FAULTS, mockOrigin, renderDevPage, withFault, type MockState } from '@/lib/dev/dev-page';
import { sitesOverviewEnabled } from '@/lib/dev/sites-overview';

const NAMESPACE_HEADER = 'x-mock-namespace';

/** The calls of the backend contract, for the fault switches (api-client/openapi.yaml). */
function operationIds(): string[] {
  try {
    const yaml = readFileSync(path.join(process.cwd(), 'api-client', 'openapi.yaml'), 'utf8');
    return [...yaml.matchAll(/^\s+operationId:\s*(\w+)\s*$/gm)].map((match) => match[1]!).sort();
  } catch {
    return [];
  }
}

async function mockState(origin: string, headers: Record<string, string>): Promise<MockState | undefined> {
  try {
    const [outbox, faults, stats] = await Promise.all(
      ['/__mock/outbox', '/__mock/faults', '/__mock/stats'].map(async (route) => {
        const response = await fetch(`${origin}${route}`, { headers, signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`${route} answered ${response.status}`);
        return (await response.json()) as unknown;
      }),
    );
    return {
      outbox: outbox as MockState['outbox'],
      faults: (faults as { faults: string }).faults,
      calls: (stats as { calls: Record<string, number> }).calls ?? {},
    };
  } catch {
    return undefined;
  }
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** What a form of the page asks of the mock: the request to send it, or a reason it cannot. */
async function act(body: unknown, origin: string, headers: Record<string, string>): Promise<string | undefined> {
  // Resolves with no reason (the mock did it), or throws with the mock's.
  const send = async (route: string, init: RequestInit = {}): Promise<undefined> => {
    const response = await fetch(`${origin}${route}`, { ...init, headers: { ...headers, ...init.headers }, signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`The mock answered ${response.status}: ${await response.text()}`);
    return undefined;
  };
  switch (field(body, 'action')) {
    case 'reset':
      return send('/__mock/reset', { method: 'POST' });
    case 'faults-off':
      return send('/__mock/faults', { method: 'DELETE' });
    case 'fault': {
      const operation = field(body, 'operation');
      const fault = field(body, 'fault');
      if (!/^\w+$/.test(operation) || (fault !== '' && !(FAULTS as readonly string[]).includes(fault))) return 'Choose a call and one of its faults.';
      const response = await fetch(`${origin}/__mock/faults`, { headers, signal: AbortSignal.timeout(5000) });
      const current = ((await response.json()) as { faults: string }).faults;
      return send('/__mock/faults', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: withFault(current, operation, fault || undefined) });
    }
    case 'clock': {
      const minutes = Number(field(body, 'minutes'));
      if (!Number.isInteger(minutes) || minutes <= 0) return 'Give the minutes as a whole number above 0.';
      return send(`/__mock/clock?advanceMs=${minutes * 60_000}`, { method: 'POST' });
    }
    default:
      return 'Unknown action.';
  }
}

/**
 * The developer page (lib/dev/dev-page.ts), reached as /__dev through the proxy: GET shows it,
 * POST (its forms, this origin only) acts on the mock and sends the browser back to it.
 * Anywhere but the local stack's local hosts it is a 404.
 */
export default async function devPage(req: NextApiRequest, res: NextApiResponse) {
  const env = serverEnv();
  const host = req.headers.host ?? '';
  for (const [name, value] of Object.entries(DEV_PAGE_HEADERS)) res.setHeader(name, value);
  if (!sitesOverviewEnabled(env, host)) {
    res.status(404).setHeader('Content-Type', 'text/plain; charset=utf-8').end('Not found');
    return;
  }
  const origin = mockOrigin(env.API_URL_OVERRIDE);
  const namespace = req.headers[NAMESPACE_HEADER];
  const headers: Record<string, string> = typeof namespace === 'string' ? { [NAMESPACE_HEADER]: namespace } : {};

  if (req.method === 'POST') {
    // Forms of this page only: a browser names the page's origin on every form it posts.
    if (req.headers.origin !== `http://${host}` && req.headers.origin !== `https://${host}`) {
      res.status(403).setHeader('Content-Type', 'text/plain; charset=utf-8').end('Only the developer page itself may post here.');
      return;
    }
    let problem: string | undefined;
    try {
      problem = origin ? await act(req.body, origin, headers) : 'No mock: API_URL_OVERRIDE is not set.';
    } catch (error) {
      problem = error instanceof Error ? error.message : 'The mock did not answer.';
    }
    if (problem) {
      res.status(400).send(renderDevPage({ state: origin ? await mockState(origin, headers) : undefined, operations: operationIds(), sites, requestHost: host, notice: problem }));
      return;
    }
    res.status(303).setHeader('Location', DEV_PAGE_PATH).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).setHeader('Allow', 'GET, HEAD, POST').setHeader('Content-Type', 'text/plain; charset=utf-8').end('Method not allowed');
    return;
  }
  const state = origin ? await mockState(origin, headers) : undefined;
  res.status(200).send(req.method === 'HEAD' ? '' : renderDevPage({ state, operations: operationIds(), sites, requestHost: host }));
}
