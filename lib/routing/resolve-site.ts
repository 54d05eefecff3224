import { LOCAL_DEFAULT_SITE_ID, LOCAL_HOSTS } from '@/config/hosts';

interface SiteHosts {
  id: string;
  hosts: readonly string[];
}

/** Lower-cases a Host header value and drops the port and a trailing dot. */
export function normaliseHost(hostHeader: string | null | undefined): string {
  if (!hostHeader) return '';
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  host = host.replace(/:\d+$/, '');
  return host.replace(/\.$/, '');
}

/** Whether a Host is one of the local stack's: plain localhost (127.0.0.1, [::1]) or `<anything>.localhost`. */
export function isLocalHost(hostHeader: string | null | undefined): boolean {
  const host = normaliseHost(hostHeader);
  return (LOCAL_HOSTS as readonly string[]).includes(host) || host.endsWith('.localhost');
}

export interface ResolveOptions {
  /**
   * Whether `<site-id>.localhost` and plain localhost are served: only where the local stack or
   * the tests say so (ALLOW_LOCAL_HOSTS, config/env.ts). A production server answers them 404.
   */
  localHosts?: boolean;
}

/**
 * The site a host belongs to: its production hosts and, with `localHosts`, `<site-id>.localhost`
 * or the local default for plain localhost. An unknown host has no site (a 404, never another
 * brand's site).
 */
export function resolveSiteId(
  hostHeader: string | null | undefined,
  sites: readonly SiteHosts[],
  { localHosts = false }: ResolveOptions = {},
): string | undefined {
  const host = normaliseHost(hostHeader);
  if (!host) return undefined;
  if (localHosts && (LOCAL_HOSTS as readonly string[]).includes(host)) {
    return sites.some((site) => site.id === LOCAL_DEFAULT_SITE_ID) ? LOCAL_DEFAULT_SITE_ID : undefined;
  }
  for (const site of sites) {
    if ((localHosts && host === `${site.id}.localhost`) || site.hosts.includes(host)) return site.id;
  }
  return undefined;
}
