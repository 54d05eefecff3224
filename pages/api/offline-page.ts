import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverEnv } from '@/config/env';
import { sites } from '@/config/site-registry';
import { OFFLINE_PAGE_HEADERS, renderOfflinePage } from '@/lib/offline/offline-page';
import { requestHost } from '@/lib/routing/request-host';
import { resolveSiteId } from '@/lib/routing/resolve-site';

/**
 * The offline page of the request's site (lib/offline/offline-page.ts), reached as /__offline
 * through the proxy; the service worker keeps it for a navigation that cannot reach the server.
 */
export default function offlinePage(req: IncomingMessage, res: ServerResponse) {
  const env = serverEnv();
  const host = requestHost((name) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  }, env.FORWARDED_HOST_TRUSTED);
  const id = resolveSiteId(host, sites, { localHosts: env.ALLOW_LOCAL_HOSTS });
  const site = id ? sites.find((candidate) => candidate.id === id) : undefined;
  for (const [name, value] of Object.entries(OFFLINE_PAGE_HEADERS)) res.setHeader(name, value);
  if (!site) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Method not allowed');
    return;
  }
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? '' : renderOfflinePage(site));
}
