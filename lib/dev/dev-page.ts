import type { SiteConfig } from '@/config/site-schema';
import { escapeHtml, plainHtmlPage } from '@/lib/page/plain-html-page';
import { pathFor } from '@/lib/routing/localised-path';
import { SITES_OVERVIEW_PATH, siteLinks } from './sites-overview';

/**
 * The developer page: the mock backend's controls in one place (its outbox with the activation
 * and reset links one click away, its fault switch per call, reset and clock) and the sites.
 * Like the sites overview (./sites-overview.ts) it exists only in the local stack: the proxy
 * sends /__dev to its API route (pages/api/dev/mock.ts) only when ALLOW_LOCAL_HOSTS is on and the
 * request came on a local host, and the route answers 404 otherwise; a production server refuses
 * to start with ALLOW_LOCAL_HOSTS (unless LOCAL_STACK_ONLY=1). Plain HTML and forms, no script:
 * each form posts to the same address, which acts on the mock and sends the browser back here.
 * It acts on the namespace of the request's x-mock-namespace header when it has one (the
 * end-to-end tests), else on the mock's shared data (npm run dev, npm run demo). In English, as
 * the overview: it is for the people who build the portal, not for owners.
 */
export const DEV_PAGE_PATH = '/__dev';
export const DEV_PAGE_ROUTE = '/api/dev/mock';

export const FAULTS = ['500', '503', 'slow', 'drop'] as const;

export const DEV_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const;

export interface SentEmail {
  partitionKey: string;
  to: string;
  purpose: 'activation' | 'password-reset' | 'email-changed';
  token: string | null;
  sentAt: string;
}

export interface MockState {
  outbox: SentEmail[];
  /** The fault switch's setting, as the mock writes it ("getVehicles=503,getNews=slow"). */
  faults: string;
  calls: Record<string, number>;
}

export function devPageRewrite(pathname: string, enabled: boolean): string | undefined {
  return enabled && pathname.replace(/\/+$/, '') === DEV_PAGE_PATH ? DEV_PAGE_ROUTE : undefined;
}

/** The mock's origin, from API_URL_OVERRIDE (http://127.0.0.1:4010/{site}), or undefined without one. */
export function mockOrigin(apiUrlOverride: string | undefined): string | undefined {
  if (!apiUrlOverride) return undefined;
  try {
    return new URL(apiUrlOverride.replace('{site}', 'site')).origin;
  } catch {
    return undefined;
  }
}

/** The fault switch's setting as operation -> fault. */
export function parseFaultSetting(setting: string): Map<string, string> {
  const faults = new Map<string, string>();
  for (const entry of setting.split(',')) {
    const [operation, fault] = entry.split('=').map((part) => part.trim());
    if (operation && fault && fault !== 'none') faults.set(operation, fault);
  }
  return faults;
}

/** The setting with one call's fault switched on (a fault) or off (undefined). */
export function withFault(setting: string, operation: string, fault: string | undefined): string {
  const faults = parseFaultSetting(setting);
  if (fault) faults.set(operation, fault);
  else faults.delete(operation);
  return [...faults].map(([name, value]) => `${name}=${value}`).join(',');
}

/** The site an e-mail of the mock was sent for (its partition: brand and market), if any. */
function siteOfEmail(mail: SentEmail, sites: readonly SiteConfig[]): SiteConfig | undefined {
  // `<namespace>~<brandId>-<marketId>`, or without a namespace just the brand and market (api-client/mocks/store.ts).
  const key = mail.partitionKey.slice(mail.partitionKey.lastIndexOf('~') + 1);
  return sites.find((site) => `${site.brandId}-${site.marketId}` === key);
}

/** The page an e-mail's link opens on the site's local host: activation or choosing a new password. */
export function emailLink(mail: SentEmail, sites: readonly SiteConfig[], requestHost: string): string | undefined {
  const site = siteOfEmail(mail, sites);
  if (!site || !mail.token || mail.purpose === 'email-changed') return undefined;
  const route = mail.purpose === 'activation' ? 'activation' : 'passwordChange';
  const origin = new URL(siteLinks(site, requestHost).home).origin;
  return `${origin}${pathFor(route, site.locales[0]!, site)}?email=${encodeURIComponent(mail.to)}&token=${encodeURIComponent(mail.token)}`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f4f6}
header,main{max-width:1100px;margin:0 auto;padding:16px 24px}h1{margin:8px 0 4px;font-size:1.6rem}header p{margin:0;color:#3d4450}
section{background:#fff;border:1px solid #c9ced6;border-radius:8px;padding:16px;margin:0 0 20px}h2{margin:0 0 12px;font-size:1.2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;vertical-align:middle;padding:4px 6px;border-top:1px solid #e3e6ea}th{color:#3d4450;font-weight:600}
a{color:#0a4fa8}a,button,select,input{min-height:44px}a{display:inline-flex;align-items:center}
button{font:inherit;padding:0 14px;border-radius:6px;border:1px solid #0a4fa8;background:#0a4fa8;color:#fff;cursor:pointer}button.quiet{background:#fff;color:#0a4fa8}
select,input{font:inherit;padding:0 8px;border:1px solid #6b7280;border-radius:6px}form.inline{display:inline-flex;gap:8px;align-items:center;flex-wrap:wrap;margin:0}
:focus-visible{outline:3px solid #b3460a;outline-offset:2px}.muted{color:#4b5361}.on{font-weight:700;color:#9a1c1c}
label{display:inline-flex;gap:6px;align-items:center}
`;

function outboxSection(state: MockState, sites: readonly SiteConfig[], requestHost: string): string {
  const mails = [...state.outbox].reverse();
  const rows = mails
    .map((mail) => {
      const link = emailLink(mail, sites, requestHost);
      const open = link ? `<a href="${escapeHtml(link)}">Open the ${mail.purpose === 'activation' ? 'activation' : 'reset'} link</a>` : '<span class="muted">no link</span>';
      return `<tr><td>${escapeHtml(mail.sentAt)}</td><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.purpose)}</td><td>${open}</td></tr>`;
    })
    .join('');
  return `<section aria-labelledby="outbox"><h2 id="outbox">Outbox</h2>
${mails.length === 0 ? '<p class="muted">Nothing sent yet. Sign up or ask for a password reset on a site.</p>' : `<table><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Purpose</th><th scope="col">Link</th></tr></thead><tbody>${rows}</tbody></table>`}
</section>`;
}

function faultsSection(state: MockState, operations: readonly string[]): string {
  const faults = parseFaultSetting(state.faults);
  const rows = operations
    .map((operation) => {
      const current = faults.get(operation);
      const options = [`<option value=""${current ? '' : ' selected'}>none</option>`, ...FAULTS.map((fault) => `<option value="${fault}"${current === fault ? ' selected' : ''}>${fault}</option>`)].join('');
      const id = `fault-${escapeHtml(operation)}`;
      return `<tr><th scope="row"><label for="${id}">${escapeHtml(operation)}</label></th><td>${current ? `<span class="on">${escapeHtml(current)}</span>` : '<span class="muted">off</span>'}</td><td>${state.calls[operation] ?? 0}</td><td><form class="inline" method="post"><input type="hidden" name="action" value="fault"><input type="hidden" name="operation" value="${escapeHtml(operation)}"><select id="${id}" name="fault">${options}</select><button type="submit" aria-label="Apply to ${escapeHtml(operation)}">Apply</button></form></td></tr>`;
    })
    .join('');
  return `<section aria-labelledby="faults"><h2 id="faults">Faults</h2>
<p>Each call of the backend can fail: 500, 503, slow (answers after a wait) or drop (no answer). Switched on here, a fault stays until it is switched off or the mock is reset.</p>
<form class="inline" method="post"><input type="hidden" name="action" value="faults-off"><button type="submit" class="quiet">Switch every fault off</button></form>
<table><thead><tr><th scope="col">Call</th><th scope="col">Fault</th><th scope="col">Calls</th><th scope="col">Switch</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

function mockSection(): string {
  return `<section aria-labelledby="data"><h2 id="data">Data and clock</h2>
<div><form class="inline" method="post"><input type="hidden" name="action" value="reset"><button type="submit">Reset the mock's data</button><span class="muted">Back to the seed data; faults and the outbox are emptied.</span></form></div>
<form class="inline" method="post"><input type="hidden" name="action" value="clock"><label for="minutes">Move the mock's clock forward, in minutes</label><input id="minutes" name="minutes" type="number" min="1" step="1" value="15" required><button type="submit">Move the clock</button></form>
<p class="muted">Tokens expire on the mock's clock: 15 minutes makes an access token run out without waiting.</p>
</section>`;
}

function sitesSection(sites: readonly SiteConfig[], requestHost: string): string {
  const items = sites
    .map((site) => {
      const links = siteLinks(site, requestHost);
      return `<li><a href="${escapeHtml(links.login)}">${escapeHtml(site.websiteName)} (${escapeHtml(site.id)})</a></li>`;
    })
    .join('');
  return `<section aria-labelledby="sites"><h2 id="sites">Sites</h2><ul>${items}</ul><p><a href="${SITES_OVERVIEW_PATH}">The sites overview: every site side by side, with its settings</a></p></section>`;
}

export function renderDevPage(input: {
  state: MockState | undefined;
  operations: readonly string[];
  sites: readonly SiteConfig[];
  requestHost: string;
  notice?: string;
}): string {
  const { state, operations, sites, requestHost, notice } = input;
  const mock = state
    ? `${outboxSection(state, sites, requestHost)}\n${faultsSection(state, operations)}\n${mockSection()}`
    : '<section aria-labelledby="nomock"><h2 id="nomock">No mock</h2><p>The mock backend did not answer. Start the stack with <code>npm run dev</code> or <code>npm run demo</code>, which point the sites at it (API_URL_OVERRIDE).</p></section>';
  return plainHtmlPage({
    lang: 'en',
    title: 'Developer page',
    style: STYLE,
    body: `<header>
<h1>Developer page</h1>
<p>The mock backend's outbox, faults, data and clock, and the sites, in the local stack only.</p>
</header>
<main>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${mock}
${sitesSection(sites, requestHost)}
</main>`,
  });
}
