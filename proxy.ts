import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/config/env';
import { sites } from '@/config/site-registry';
import { sitesOverviewEnabled, sitesOverviewRewrite } from '@/lib/dev/sites-overview';
import { routeRequest } from '@/lib/routing/route-request';

/** A thin gate: resolves host -> site -> language and rewrites into pages/[site]/[locale]/... */
export function proxy(request: NextRequest) {
  // Only for `npm run test:scale`'s measurement of this proxy's cost (scripts/scale/load.ts): with
  // PROXY_COST_MEASUREMENT=1 in the server's environment, a request carrying x-proxy-bypass: 1 asks
  // for the internal page path and passes untouched. Never set in production (README, "Performance").
  if (process.env['PROXY_COST_MEASUREMENT'] === '1' && request.headers.get('x-proxy-bypass') === '1') return NextResponse.next();
  // The local stack's sites overview belongs to no site: it is answered before any site is resolved.
  const overview = sitesOverviewRewrite(request.nextUrl.pathname, sitesOverviewEnabled(serverEnv()));
  if (overview) return NextResponse.rewrite(new URL(overview, request.url));
  const routing = routeRequest(request.headers.get('host'), request.nextUrl.pathname, sites, {
    localHosts: serverEnv().ALLOW_LOCAL_HOSTS,
  });
  const url = request.nextUrl.clone();
  url.pathname = routing.pathname;
  const response =
    routing.action === 'redirect'
      ? NextResponse.redirect(url, 308)
      : NextResponse.rewrite(url, routing.action === 'rewrite' && routing.maintenance ? { status: 503, headers: { 'retry-after': '3600' } } : undefined);
  if (routing.siteId) response.headers.set('x-site', routing.siteId);
  return response;
}

export const config = {
  // Everything but Next's own files, local API routes and files with an extension (public/ assets).
  matcher: ['/', '/((?!_next/|api/|.*\\.[a-zA-Z0-9]+$).*)'],
};
