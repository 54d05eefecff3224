import { siteConfigSchema, type SiteConfig } from './site-schema';
import { siteFiles } from './sites.generated';

export class SiteConfigError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    reason: string,
  ) {
    super(`Invalid site config ${file}: field "${field}" ${reason}`);
    this.name = 'SiteConfigError';
  }
}

export interface SiteFile {
  file: string;
  config: unknown;
}

/**
 * Validates every site file and the rules that span files (unique ids and hosts).
 * Throws a SiteConfigError naming the file and the field of the first problem.
 */
export function validateSites(files: readonly SiteFile[]): SiteConfig[] {
  const sites: SiteConfig[] = [];
  const hostOwners = new Map<string, string>();
  for (const { file, config } of files) {
    const parsed = siteConfigSchema.safeParse(config);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.length ? issue.path.join('.') : '(root)';
      throw new SiteConfigError(file, field, issue.message.toLowerCase());
    }
    const site = parsed.data;
    const expectedId = file.replace(/^.*\//, '').replace(/\.(ts|js)$/, '');
    if (site.id !== expectedId) {
      throw new SiteConfigError(file, 'id', `must equal the file name "${expectedId}", got "${site.id}"`);
    }
    if (new Set(site.locales).size !== site.locales.length) {
      throw new SiteConfigError(file, 'locales', 'lists a language twice');
    }
    for (const host of [...site.hosts, `${site.id}.localhost`]) {
      const owner = hostOwners.get(host);
      if (owner) throw new SiteConfigError(file, 'hosts', `repeats the host "${host}" of ${owner}`);
      hostOwners.set(host, file);
    }
    sites.push(site);
  }
  return sites;
}

/** Every site, validated once when the module loads: a bad file stops the build and the server. */
export const sites: readonly SiteConfig[] = validateSites(siteFiles);

export function getSite(id: string): SiteConfig | undefined {
  return sites.find((site) => site.id === id);
}
