import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * GET /api/health: the load balancer's liveness check. It answers 200 while this process can
 * serve requests, and says which page cache it uses ("redis" when REDIS_URL is set, else
 * "local"). It checks no dependency on purpose: a blob store or Redis outage must not take every
 * instance out of the pool, since pages keep serving their last good version
 * (docs/deployment.md#health). No site is resolved here (the proxy skips /api), so any host may ask.
 */
export default function health(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: 'Only GET is allowed.' });
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok', cache: process.env.REDIS_URL ? 'redis' : 'local' });
}
