import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/config/env';
import { REDIRECT_CACHE_CONTROL } from '@/config/security';
import { sites } from '@/config/site-registry';
import { devPageRewrite } from '@/lib/dev/dev-page';
import { sitesOverviewEnabled, sitesOverviewRewrite } from '@/lib/dev/sites-overview';
import { effectiveApiUrl } from '@/lib/api-url';
import { offlinePageRewrite } from '@/lib/offline/offline-page';
import { requestHost } from '@/lib/routing/request-host';
import { isLocalHost } from '@/lib/routing/resolve-site';
import { MAINTENANCE_STATUS, routeRequest, routingStatus } from '@/lib/routing/route-request';
import { buildInlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { apiSecurityHeaders, isHttpsRequest, pageSecurityHeaders } from '@/lib/security/security-headers';

const PRODUCTION_HOSTS = sites.flatMap((site) => site.hosts);
const development = process.env.NODE_ENV === 'development';

function setAll(response: NextResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** On the local stack's hosts only, the sites overview (served from plain localhost) may frame a site's page. */
function frameAncestorsFor(host: string, localHosts: boolean): string[] | undefined {
  return localHosts && isLocalHost(host) ? ["'self'", 'http://localhost:*', 'http://127.0.0.1:*'] : undefined;
}

/**
 * A thin gate: resolves host -> site -> language and rewrites into pages/[site]/[locale]/..., and
 * gives every page and API answer its security headers (lib/security/security-headers.ts).
 */
export function proxy(request: NextRequest) {
  // Only for `npm run test:scale`'s measurement of this proxy's cost (scripts/scale/load.ts): with
  // PROXY_COST_MEASUREMENT=1 in the server's environment, a request carrying x-proxy-bypass: 1 asks
  // for the internal page path and passes untouched. A production server refuses to start with it
  // unless LOCAL_STACK_ONLY=1 (config/env.ts; docs/scale-out.md#the-checks).
  if (process.env['PROXY_COST_MEASUREMENT'] === '1' && request.headers.get('x-proxy-bypass') === '1') return NextResponse.next();
  const env = serverEnv();
  // One rule for the host with the auth routes (lib/routing/request-host.ts): Host, or X-Forwarded-Host behind a named proxy.
  const host = requestHost((name) => request.headers.get(name), env.FORWARDED_HOST_TRUSTED) ?? '';
  const https = isHttpsRequest(host, request.headers.get('x-forwarded-proto'), request.nextUrl.protocol, PRODUCTION_HOSTS);
  const { pathname } = request.nextUrl;

  // API routes answer for themselves; the proxy only adds the headers of an answer that loads nothing.
  if (pathname.startsWith('/api/')) return setAll(NextResponse.next(), apiSecurityHeaders(https));

  // The local stack's sites overview belongs to no site: it is answered before any site is resolved,
  // with its own policy (lib/dev/sites-overview.ts).
  const overview = sitesOverviewRewrite(pathname, sitesOverviewEnabled(env, host)) ?? devPageRewrite(pathname, sitesOverviewEnabled(env, host));
  if (overview) return NextResponse.rewrite(new URL(overview, request.url));

  // The offline page the service worker keeps (lib/offline/offline-page.ts): its route finds the
  // site itself and gives the page its own headers.
  const offline = offlinePageRewrite(pathname);
  if (offline) return NextResponse.rewrite(new URL(offline, request.url));

  const routing = routeRequest(host, pathname, sites, { localHosts: env.ALLOW_LOCAL_HOSTS });
  const url = request.nextUrl.clone();
  url.pathname = routing.pathname;
  // A site's unknown path shows the site's own 404 page with status 404 (docs/product.md#errors).
  // Not on the page's data, which Next's router asks for as the page starts (x-nextjs-data): it
  // takes a 404 there for a failed load and falls back to a full load of the same address.
  const status = routingStatus(routing, { data: request.headers.get('x-nextjs-data') === '1' });
  const response =
    routing.action === 'redirect'
      ? NextResponse.redirect(url, { status: 308, headers: { 'Cache-Control': REDIRECT_CACHE_CONTROL } })
      : NextResponse.rewrite(url, status ? { status, headers: status === MAINTENANCE_STATUS ? { 'retry-after': '3600' } : undefined } : undefined);
  const site = routing.siteId ? sites.find((candidate) => candidate.id === routing.siteId) : undefined;
  return setAll(
    response,
    pageSecurityHeaders({
      site,
      apiUrl: site ? effectiveApiUrl(site, env.API_URL_OVERRIDE) : undefined,
      inlineScriptHashes: development ? [] : buildInlineScriptHashes(),
      https,
      development,
      frameAncestors: frameAncestorsFor(host, env.ALLOW_LOCAL_HOSTS),
    }),
  );
}

export const config = {
  // Everything but Next's own files and files with an extension (public/ assets, which get their
  // headers from next.config.js). API routes pass through for their security headers only.
  matcher: ['/', '/((?!_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
