import type { SiteConfig } from '@/config/site-schema';
import { effectiveApiUrl } from '@/lib/api-url';
import { createApiClient } from '../core/client';
import { ping } from './system-api';

/** How long the health check waits for a backend's ping before it counts it as down. */
export const BACKEND_PING_TIMEOUT_MS = 3000;

export interface BackendStatus {
  /** The sites served by this backend (one apiUrl may serve several). */
  sites: string[];
  /** The backend's address the ping went to. */
  apiUrl: string;
  status: 'up' | 'down';
  /** How long the ping took, in milliseconds. */
  ms: number;
  /** Why it is down: the status it answered, or no answer. */
  reason?: string;
}

/**
 * The ping (GET / of the apiUrl, operation `ping`) of every backend the sites use, side by side,
 * each once however many sites share it. For the health endpoint's backend check
 * (pages/api/health.ts): never the load balancer's liveness check, as a backend outage must not
 * take the portal's instances out of the pool.
 */
export async function checkBackends(sites: readonly Pick<SiteConfig, 'id' | 'apiUrl' | 'maintenance'>[], apiUrlOverride: string | undefined): Promise<BackendStatus[]> {
  const byUrl = new Map<string, string[]>();
  for (const site of sites.filter((candidate) => !candidate.maintenance)) {
    const url = effectiveApiUrl(site, apiUrlOverride);
    byUrl.set(url, [...(byUrl.get(url) ?? []), site.id]);
  }
  return Promise.all(
    [...byUrl].map(async ([apiUrl, ids]): Promise<BackendStatus> => {
      const started = Date.now();
      try {
        await ping(createApiClient({ baseURL: apiUrl, timeoutMs: BACKEND_PING_TIMEOUT_MS }));
        return { sites: ids, apiUrl, status: 'up', ms: Date.now() - started };
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        const reason = typeof status === 'number' && status > 0 ? `answered ${status}` : 'no answer';
        return { sites: ids, apiUrl, status: 'down', ms: Date.now() - started, reason };
      }
    }),
  );
}
