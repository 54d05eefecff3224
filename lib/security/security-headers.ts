import { CONSENT_STAND_IN } from '@/config/analytics';
import {
  CLARITY_SOURCES,
  CONSENT_PROVIDER_SOURCES,
  COOKIE_DECLARATION_SOURCES,
  GA_SOURCES,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  type ThirdPartySources,
} from '@/config/security';
import type { SiteConfig } from '@/config/site-schema';
import { SCRIPT_LOADER_HASH } from './inline-script-hashes';

/**
 * The security headers of every answer, built in this one place: a site's pages get a
 * Content-Security-Policy made from its site file (docs/product.md#tenancy), API routes and
 * answers of no site a policy that allows nothing. proxy.ts sets them; next.config.js sets the
 * same non-CSP headers on static files the proxy never sees.
 *
 * Pages are generated at build time, so a per-request nonce cannot work: a page's inline scripts
 * (the loader that starts Next's code, lib/security/script-loader.ts, and those that start a page
 * early) are allowed by their sha256 hashes, which the build computes (scripts/csp-hashes.ts), and
 * with 'strict-dynamic' whatever those scripts add to the page runs too: Next's chunks, and the
 * third parties' loaders our code adds (gtag, Clarity, the consent provider, the cookie
 * declaration). No host is listed for scripts, so nothing written into the HTML as
 * `<script src>` runs, from any host. styled-components injects <style> elements at run time, so
 * styles need 'unsafe-inline'; scripts never do. The point, besides clickjacking: an injected
 * script cannot run, so it cannot ask /api/auth/getRefreshTokenCookie for the session.
 */

export interface PagePolicyInput {
  /** The site whose page this is; undefined for an answer of no site (unknown host). */
  site?: Pick<SiteConfig, 'gaTag' | 'clarityProjectId' | 'cookieProvider' | 'cookiePageType'>;
  /** The site's effective API URL (its apiUrl, or the deployment's override): calls and pictures come from its origin. */
  apiUrl?: string;
  /** 'sha256-…' sources of the build's inline scripts. */
  inlineScriptHashes: readonly string[];
  /** Whether the page is served over https (then mixed content is upgraded). */
  https: boolean;
  /** `next dev`: React Refresh needs eval and inline scripts, and hot reload a websocket. */
  development?: boolean;
  /** Whether the local consent stand-in replaces the provider (then the provider's script never loads). */
  consentStandIn?: boolean;
  /**
   * Who may frame the page: nobody ('none'), except on the local stack's hosts, where the sites
   * overview shows every login page in a sandboxed thumbnail (lib/dev/sites-overview.ts).
   */
  frameAncestors?: readonly string[];
}

type Directive = 'script' | 'connect' | 'img' | 'style' | 'frame';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function unique(values: readonly (string | undefined | false)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/**
 * The third parties a site loads, from its file: GA and Clarity only where it configures them, its
 * consent provider, and the provider's cookie declaration where the cookie page shows it.
 */
export function thirdPartiesOf(site: PagePolicyInput['site'], consentStandIn: boolean): ThirdPartySources[] {
  if (!site) return [];
  return [
    ...(site.gaTag ? [GA_SOURCES] : []),
    ...(site.clarityProjectId ? [CLARITY_SOURCES] : []),
    ...(consentStandIn ? [] : [CONSENT_PROVIDER_SOURCES[site.cookieProvider]]),
    ...(site.cookiePageType === 'declaration' ? [COOKIE_DECLARATION_SOURCES[site.cookieProvider]] : []),
  ];
}

/** The Content-Security-Policy of a page, as one header value. */
export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const thirdParties = thirdPartiesOf(input.site, input.consentStandIn ?? CONSENT_STAND_IN);
  const from = (directive: Directive) => thirdParties.flatMap((sources) => sources[directive] ?? []);
  const api = input.site ? originOf(input.apiUrl) : undefined;
  const development = input.development ?? false;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      development
        ? // `next dev` writes Next's own <script src> tags and changes its inline scripts with every
          // edit (hashes would only make 'unsafe-inline' ignored), so it gets hosts, eval and inline.
          unique(["'self'", "'unsafe-eval'", "'unsafe-inline'", ...from('script')])
        : [
            // The loader's hash always: without it (a build whose list is lost) no page would start.
            ...unique([SCRIPT_LOADER_HASH, ...input.inlineScriptHashes]).map((hash) => `'${hash}'`),
            "'strict-dynamic'",
            // Only for a browser without 'strict-dynamic' (CSP level 2; every browser Next 16
            // supports has it): there the page's own chunks load from 'self'. A CSP3 browser
            // ignores 'self' and every host source when 'strict-dynamic' is present.
            "'self'",
          ],
    ],
    ['style-src', unique(["'self'", "'unsafe-inline'", ...from('style')])],
    ['img-src', unique(["'self'", 'data:', 'blob:', api, ...from('img')])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", api, ...from('connect'), development && 'ws:'])],
    ['frame-src', unique(["'self'", ...from('frame')])],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', input.frameAncestors?.length ? [...input.frameAncestors] : ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (input.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The policy of an API route's answer (JSON, a manifest): it loads nothing and is framed by nobody. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'none'";

/** The headers every answer carries, whatever it is; HSTS only over https (a browser ignores it over http anyway). */
export function commonSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers without frame-ancestors; the CSP says the same.
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}

/** Every security header of a page. */
export function pageSecurityHeaders(input: PagePolicyInput): Record<string, string> {
  const headers = { ...commonSecurityHeaders(input.https), 'Content-Security-Policy': pageContentSecurityPolicy(input) };
  // A page the local sites overview may frame must not say DENY either.
  if (input.frameAncestors?.length) delete (headers as Record<string, string>)['X-Frame-Options'];
  return headers;
}

/** Every security header of an API route's answer. */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return { ...commonSecurityHeaders(https), 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY };
}

/**
 * Whether a request reached us over https: a site's configured production host always is (also
 * behind a proxy that does not set X-Forwarded-Proto); any other host when the proxy in front
 * says so, or the URL Next saw is https.
 */
export function isHttpsRequest(
  host: string,
  forwardedProto: string | null | undefined,
  urlProtocol: string | undefined,
  productionHosts: readonly string[],
): boolean {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (productionHosts.includes(name)) return true;
  const forwarded = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return urlProtocol === 'https:';
}
