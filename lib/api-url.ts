import type { SiteConfig } from '@/config/site-schema';

/** The site's apiUrl, or the deployment's override (dev, demo and tests point every site at the mock backend). */
export function effectiveApiUrl(site: Pick<SiteConfig, 'id' | 'apiUrl'>, override: string | undefined): string {
  return override ? override.replaceAll('{site}', site.id) : site.apiUrl;
}
