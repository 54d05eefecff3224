import type { NextApiRequest, NextApiResponse } from 'next';
import { checkBackends } from '@/api-client/system/backend-check';
import { serverEnv } from '@/config/env';
import { sites } from '@/config/site-registry';

/**
 * GET /api/health: the load balancer's liveness check. It answers 200 while this process can
 * serve requests, and says which page cache it uses ("redis" when REDIS_URL is set, else
 * "local"). It checks no dependency on purpose: a blob store or Redis outage must not take every
 * instance out of the pool, since pages keep serving their last good version
 * (docs/deployment.md#health). No site is resolved here (the proxy skips /api), so any host may ask.
 *
 * GET /api/health?check=backend: the backend check, for monitoring (never the pool's check): the
 * ping of every site's backend (api-client/system/backend-check.ts), 200 when all answer, 503
 * with the ones that do not.
 */
export default async function health(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: 'Only GET is allowed.' });
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  const cache = process.env.REDIS_URL ? 'redis' : 'local';
  const check = req.query?.check;
  if (check === undefined) {
    res.status(200).json({ status: 'ok', cache });
    return;
  }
  if (check !== 'backend') {
    res.status(400).json({ error: 'The only check is check=backend.' });
    return;
  }
  const backends = await checkBackends(sites, serverEnv().API_URL_OVERRIDE);
  const up = backends.every((backend) => backend.status === 'up');
  res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'degraded', cache, backends });
}
