import { LOCAL_DEFAULT_SITE_ID } from '@/config/hosts';
import type { SiteConfig } from '@/config/site-schema';
import { escapeHtml, plainHtmlPage } from '@/lib/page/plain-html-page';
import { pathFor } from '@/lib/routing/localised-path';
import { isLocalHost } from '@/lib/routing/resolve-site';

/**
 * The sites overview: every site side by side, for the people who configure them. It exists only
 * in the local stack (npm run dev, npm run demo, the end-to-end tests): the proxy sends this path
 * to the overview's API route before any site is resolved, and both answer 404 unless
 * ALLOW_LOCAL_HOSTS is on (config/env.ts) and the request came on a local host. A production
 * server refuses to start with ALLOW_LOCAL_HOSTS (unless LOCAL_STACK_ONLY=1), so it never shows it.
 */
export const SITES_OVERVIEW_PATH = '/__sites';
/** The API route that renders it (pages/api/dev/sites-overview.ts). */
export const SITES_OVERVIEW_ROUTE = '/api/dev/sites-overview';

export function sitesOverviewEnabled(env: { ALLOW_LOCAL_HOSTS: boolean }, host: string | null | undefined): boolean {
  return env.ALLOW_LOCAL_HOSTS === true && isLocalHost(host);
}

/** Headers of every overview answer: never indexed, never cached. */
export const SITES_OVERVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  // Its own inline styles and the sites' login pages in sandboxed frames on their local hosts; nothing else.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-src http://localhost:* http://*.localhost:*; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export interface SiteLinks {
  /** The site's home on its local host. */
  home: string;
  /** The site's login page (localised path) on its local host. */
  login: string;
  /** Other local addresses of the site (plain localhost for the default site). */
  alsoAt: string[];
}

/** The port part of a Host header, with its colon ("" without one). */
function portOf(host: string): string {
  return /:(\d+)$/.exec(host)?.[0] ?? '';
}

/** Local links of a site, on the port the overview itself was opened on. */
export function siteLinks(site: SiteConfig, requestHost: string): SiteLinks {
  const port = portOf(requestHost);
  const origin = `http://${site.id}.localhost${port}`;
  const login = pathFor('login', site.locales[0]!, site);
  return {
    home: `${origin}/`,
    login: `${origin}${login}`,
    alsoAt: site.id === LOCAL_DEFAULT_SITE_ID ? [`http://localhost${port}/`] : [],
  };
}

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

function settingsRows(site: SiteConfig): [string, string][] {
  const rewards = (group: SiteConfig['rewards']['forYou']) =>
    `${group.category} (highlight ${yesNo(group.isHighlight)}, external ${yesNo(group.includeExternal)}, category picker ${yesNo(group.categorySelect)}, subcategories ${yesNo(group.useSubCategory)})`;
  return [
    ['Hosts', site.hosts.length ? site.hosts.join(', ') : 'none (local only)'],
    ['Languages', site.locales.join(', ')],
    ['Brand', `${site.brand} (${site.brandId})`],
    ['Market', site.marketId],
    ['Maintenance', site.maintenance ? 'ON: every page shows the maintenance page' : 'off'],
    ['Cookie provider', `${site.cookieProvider}, cookie page: ${site.cookiePageType}`],
    ['Cookie link', site.externalCookiePolicyLink || 'our cookie page'],
    ['Privacy', site.internalPrivacyPolicy ? 'our privacy page' : "the brand's external privacy page"],
    ['Rewards for you', rewards(site.rewards.forYou)],
    ['Rewards per vehicle', rewards(site.rewards.forVehicle)],
    ['Vehicle tab', yesNo(site.hasVehicleTab)],
    ['Sign-up prompt', yesNo(site.promptSignUp)],
    ['Tracking', [site.gaTag && `GA ${site.gaTag}`, site.clarityProjectId && `Clarity ${site.clarityProjectId}`].filter(Boolean).join(', ') || 'none'],
  ];
}

function siteCard(site: SiteConfig, requestHost: string): string {
  const links = siteLinks(site, requestHost);
  const rows = settingsRows(site)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const also = links.alsoAt.map((href) => ` · <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`).join('');
  const id = escapeHtml(site.id);
  return `<li class="site" data-site="${id}" aria-labelledby="site-${id}">
  <h2 id="site-${id}">${escapeHtml(site.websiteName)} <span class="id">${id}</span></h2>
  <div class="thumb" inert><iframe src="${escapeHtml(links.login)}" title="Login page of ${id}, scaled down" loading="lazy" sandbox="" tabindex="-1" width="1280" height="800"></iframe></div>
  <p class="links"><a class="login" href="${escapeHtml(links.login)}">Login page</a> · <a class="home" href="${escapeHtml(links.home)}">${escapeHtml(links.home)}</a>${also}</p>
  <table><caption class="visually-hidden">Settings of ${id}</caption><tbody>${rows}</tbody></table>
</li>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f4f6}
header,main{max-width:1400px;margin:0 auto;padding:16px 24px}h1{margin:8px 0 4px;font-size:1.6rem}header p{margin:0;color:#3d4450}
ul.sites{list-style:none;margin:0;padding:0;display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(340px,1fr))}
.site{background:#fff;border:1px solid #c9ced6;border-radius:8px;padding:16px}.site h2{margin:0 0 12px;font-size:1.15rem}.id{font-weight:400;color:#4b5361;font-size:.9rem}
.thumb{width:320px;height:200px;overflow:hidden;border:1px solid #c9ced6;border-radius:4px;background:#fff}
.thumb iframe{border:0;transform:scale(.25);transform-origin:0 0;pointer-events:none}
.links{margin:12px 0}a{color:#0a4fa8}a:focus-visible{outline:3px solid #b3460a;outline-offset:2px}.links a{display:inline-block;min-height:44px;line-height:44px}
table{border-collapse:collapse;width:100%;font-size:.88rem}th,td{text-align:left;vertical-align:top;padding:3px 6px;border-top:1px solid #e3e6ea}th{white-space:nowrap;color:#3d4450;font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:699px){ul.sites{grid-template-columns:1fr}.thumb{width:100%}}
`;

/**
 * The whole overview page: plain HTML, no scripts. Thumbnails are the real login pages, scaled
 * down, inert and sandboxed without scripts: the server-rendered page in its theme, cheap to show.
 */
export function renderSitesOverview(sites: readonly SiteConfig[], requestHost: string): string {
  return plainHtmlPage({
    lang: 'en',
    title: `Sites overview (${sites.length} sites)`,
    style: STYLE,
    body: `<header>
<h1>Sites overview</h1>
<p>Every site of this build, in the local stack only. Add one with <code>npm run sites:new</code>; check them with <code>npm run sites:check</code>.</p>
</header>
<main>
<ul class="sites">
${sites.map((site) => siteCard(site, requestHost)).join('\n')}
</ul>
</main>`,
  });
}

/** Where the proxy sends a request for the overview path, or undefined to route it like any other (to a 404). */
export function sitesOverviewRewrite(pathname: string, enabled: boolean): string | undefined {
  return enabled && pathname.replace(/\/+$/, '') === SITES_OVERVIEW_PATH ? SITES_OVERVIEW_ROUTE : undefined;
}

export interface OverviewAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The overview route's answer: 404 outside the local stack, the page for GET and HEAD, 405 otherwise. */
export function answerSitesOverview(method: string | undefined, host: string | undefined, enabled: boolean, sites: readonly SiteConfig[]): OverviewAnswer {
  const headers: Record<string, string> = { ...SITES_OVERVIEW_HEADERS };
  if (!enabled) return { status: 404, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' };
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, headers: { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Method not allowed' };
  return { status: 200, headers, body: method === 'HEAD' ? '' : renderSitesOverview(sites, host ?? '') };
}
