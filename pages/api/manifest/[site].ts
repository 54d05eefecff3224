import type { NextApiRequest, NextApiResponse } from 'next';
import { getSite } from '@/config/site-registry';
import { webAppManifest } from '@/lib/site-meta';

/** GET /api/manifest/<site-id>: the site's web app manifest. */
export default function manifest(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: 'Only GET is allowed.' });
    return;
  }
  const site = typeof req.query.site === 'string' ? getSite(req.query.site) : undefined;
  if (!site) {
    res.status(404).json({ error: 'No such site.' });
    return;
  }
  res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(JSON.stringify(webAppManifest(site)));
}
