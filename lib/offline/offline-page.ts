import type { SiteConfig } from '@/config/site-schema';
import da from '@/locales/da/common.json';
import en from '@/locales/en/common.json';
import no from '@/locales/no/common.json';
import sv from '@/locales/sv/common.json';
import { escapeHtml, plainHtmlPage } from '@/lib/page/plain-html-page';

/**
 * The offline page (docs/product.md#offline): what a navigation shows when the server cannot be
 * reached. The service worker (public/sw.js) keeps this one page of its site, and nothing else;
 * it carries no owner's data (the same page for every visitor of the site), only the site's name,
 * colours and its first language's sentences. Plain HTML, no script, its own styles inline.
 */
export const OFFLINE_PAGE_PATH = '/__offline';
/** The API route that renders it (pages/api/offline-page.ts), reached through the proxy. */
export const OFFLINE_PAGE_ROUTE = '/api/offline-page';

type OfflineTexts = (typeof en)['offline']['page'];
const TEXTS: Record<string, OfflineTexts> = { da: da.offline.page, en: en.offline.page, no: no.offline.page, sv: sv.offline.page };

export const OFFLINE_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'X-Robots-Tag': 'noindex, nofollow',
  // The service worker asks for it afresh when it installs (cache: 'reload'); nothing else keeps it.
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
} as const;

export function renderOfflinePage(site: Pick<SiteConfig, 'websiteName' | 'locales' | 'theme'>): string {
  const locale = site.locales[0]!;
  const texts = TEXTS[locale] ?? TEXTS.en!;
  const { colors } = site.theme;
  const style = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${colors.background};color:${colors.text}}
main{max-width:32rem}p.brand{margin:0 0 1rem;font-weight:700;color:${colors.primary}}h1{margin:0 0 .5rem;font-size:1.5rem}p{margin:0 0 1.25rem}
a{display:inline-block;min-height:44px;line-height:44px;padding:0 1.25rem;border-radius:6px;background:${colors.primary};color:${colors.onPrimary};text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}`;
  return plainHtmlPage({
    lang: locale,
    title: `${texts.title} – ${site.websiteName}`,
    head: `<meta name="theme-color" content="${escapeHtml(colors.headerBackground)}">\n`,
    style,
    body: `<main>
<p class="brand">${escapeHtml(site.websiteName)}</p>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.text)}</p>
<a href="">${escapeHtml(texts.retry)}</a>
</main>`,
  });
}

/** Where the proxy sends a request for the offline page, or undefined to route it like any other. */
export function offlinePageRewrite(pathname: string): string | undefined {
  return pathname === OFFLINE_PAGE_PATH ? OFFLINE_PAGE_ROUTE : undefined;
}
