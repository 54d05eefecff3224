// @ts-check
// Image optimiser settings (docs/product.md#constants) and the remote pictures it may fetch
// (docs/product.md#pictures). Kept in one place; next.config.js and the components that size
// images read them from here.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const DEFAULT_IMAGE_QUALITY = 75;

const imageConfig = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  // next/image uses 75 when a component gives no quality; allowing only this one keeps it so.
  qualities: [DEFAULT_IMAGE_QUALITY],
  formats: /** @type {Array<'image/webp'>} */ (['image/webp']),
};

/** The folder of the site files. */
const SITES_DIR = path.join(__dirname, 'sites');

/**
 * Every site file's `pictureHosts`, read from the file's text: next.config.js is plain
 * JavaScript and cannot import the TypeScript site files. The list must therefore be written in
 * the file as quoted addresses (as `sites:new` writes it); `npm run sites:check` and the unit test
 * of this file compare what is read here with the validated site files, so a list written any
 * other way is reported, never silently dropped.
 * @param {string} [dir]
 * @returns {Array<{ file: string, hosts: string[] }>}
 */
function pictureHostsOfSiteFiles(dir = SITES_DIR) {
  return readdirSync(dir)
    .filter((name) => /^[a-z0-9-]+\.ts$/.test(name))
    .sort()
    .map((name) => ({ file: `config/sites/${name}`, hosts: pictureHostsInText(readFileSync(path.join(dir, name), 'utf8')) }));
}

/**
 * The quoted strings of a site file's `pictureHosts: [...]` line(s).
 * @param {string} text
 * @returns {string[]}
 */
function pictureHostsInText(text) {
  const list = /^\s*pictureHosts:\s*\[([^\]]*)\]/m.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2] ?? '');
}

/**
 * A `.localhost` name is the machine itself (RFC 6761): the local stack's mock backend serves its
 * pictures there, on a port chosen when it starts.
 * @param {string} hostname
 */
function isLocalHostname(hostname) {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * Remote pictures next/image may optimise: exactly the https origins the site files name, any
 * path, nothing else. A production host allows only the https default port unless the entry
 * names one; a `.localhost` host allows any port, since the local stack picks free ports.
 * Such a host resolves to loopback, which Next refuses to fetch from unless told: it is allowed
 * only where the deployment serves local hosts at all (ALLOW_LOCAL_HOSTS, set by the stack
 * scripts and never in production), so a production server never fetches from a local address.
 * @param {readonly string[]} pictureHosts https origins, e.g. https://media.aurora-bil.dk
 * @param {{ allowLocalHosts?: boolean }} [options]
 * @returns {{ remotePatterns: import('next/dist/shared/lib/image-config').RemotePattern[], dangerouslyAllowLocalIP?: boolean }}
 */
function remoteImages(pictureHosts, { allowLocalHosts = false } = {}) {
  const origins = [...new Set(pictureHosts)].map((entry) => new URL(entry));
  for (const origin of origins) {
    if (origin.protocol !== 'https:') throw new Error(`A picture host must be https: ${origin.href}`);
  }
  const remotePatterns = origins.map((origin) => ({
    protocol: /** @type {const} */ ('https'),
    hostname: origin.hostname,
    ...(isLocalHostname(origin.hostname) ? {} : { port: origin.port }),
    pathname: '/**',
  }));
  const local = allowLocalHosts && origins.some((origin) => isLocalHostname(origin.hostname));
  return { remotePatterns, ...(local ? { dangerouslyAllowLocalIP: true } : {}) };
}

/**
 * The remote picture settings of this deployment: every site's picture hosts.
 * @param {Record<string, string | undefined>} env
 */
function remoteImagesOfSites(env = process.env) {
  const hosts = pictureHostsOfSiteFiles().flatMap((site) => site.hosts);
  return remoteImages(hosts, { allowLocalHosts: env.ALLOW_LOCAL_HOSTS === 'true' });
}

module.exports = { imageConfig, remoteImages, remoteImagesOfSites, pictureHostsOfSiteFiles, pictureHostsInText, DEFAULT_IMAGE_QUALITY };
