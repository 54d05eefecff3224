import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverEnv } from '@/config/env';
import { sites } from '@/config/site-registry';
import { answerSitesOverview, sitesOverviewEnabled } from '@/lib/dev/sites-overview';

/**
 * The sites overview (lib/dev/sites-overview.ts), reached as /__sites through the proxy. Only the
 * local stack turns it on (ALLOW_LOCAL_HOSTS), on its local hosts; anywhere else it is a 404.
 */
export default function sitesOverview(req: IncomingMessage, res: ServerResponse) {
  const answer = answerSitesOverview(req.method, req.headers.host, sitesOverviewEnabled(serverEnv(), req.headers.host), sites);
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}
