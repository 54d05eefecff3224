/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchRemotePattern } from 'next/dist/shared/lib/match-remote-pattern';
import { pictureHostsInText, pictureHostsOfSiteFiles, remoteImages, remoteImagesOfSites } from '@/config/images.js';
import { sites } from '@/config/site-registry';

/** Whether next/image's optimiser would fetch this address with these settings. */
function allowed(settings: ReturnType<typeof remoteImages>, address: string): boolean {
  return settings.remotePatterns.some((pattern) => matchRemotePattern(pattern, new URL(address)));
}

describe('the image configuration, built from the site files', () => {
  it('reads every site file’s picture hosts exactly as the validated sites have them', () => {
    const read = pictureHostsOfSiteFiles();
    expect(read.map((entry) => entry.file)).toEqual(sites.map((site) => `config/sites/${site.id}.ts`));
    for (const site of sites) {
      expect(read.find((entry) => entry.file === `config/sites/${site.id}.ts`)?.hosts).toEqual(site.pictureHosts);
    }
  });

  it('allows exactly the https hosts the sites name, and nothing else: not the mock API, not plain http', () => {
    const settings = remoteImagesOfSites({});
    const hosts = [...new Set(sites.flatMap((site) => site.pictureHosts))];
    expect(settings.remotePatterns.map((pattern) => `https://${pattern.hostname}`)).toEqual(hosts);
    expect(settings.remotePatterns.every((pattern) => pattern.protocol === 'https')).toBe(true);
    for (const site of sites.filter((candidate) => candidate.pictureHosts.length > 0)) {
      const cdn = site.pictureHosts.find((host) => !host.endsWith('.localhost'))!;
      expect(allowed(settings, `${cdn}/cars/a.jpg?w=640`)).toBe(true);
      expect(allowed(settings, `${cdn.replace('https:', 'http:')}/cars/a.jpg`)).toBe(false);
      // A production host: the https default port only.
      expect(allowed(settings, `${cdn}:8443/cars/a.jpg`)).toBe(false);
    }
    expect(allowed(settings, 'http://127.0.0.1:4010/__mock/images/vehicles/vlt-one.png')).toBe(false);
    expect(allowed(settings, 'https://evil.example/a.png')).toBe(false);
    expect(allowed(settings, 'https://media.aurora-bil.dk.evil.example/a.png')).toBe(false);
    // The mock's picture host, on whatever port the local stack gave it.
    expect(allowed(settings, 'https://mock-pictures.localhost:43123/__mock/images/vehicles/vlt-one.png')).toBe(true);
  });

  it('lets Next fetch from this machine only where the deployment serves local hosts, never in production', () => {
    expect(remoteImagesOfSites({})).not.toHaveProperty('dangerouslyAllowLocalIP');
    expect(remoteImagesOfSites({ ALLOW_LOCAL_HOSTS: 'false' })).not.toHaveProperty('dangerouslyAllowLocalIP');
    expect(remoteImagesOfSites({ ALLOW_LOCAL_HOSTS: 'true' }).dangerouslyAllowLocalIP).toBe(true);
    // Without a .localhost picture host there is nothing local to allow, even on the local stack.
    expect(remoteImages(['https://media.aurora-bil.dk'], { allowLocalHosts: true })).toEqual({
      remotePatterns: [{ protocol: 'https', hostname: 'media.aurora-bil.dk', port: '', pathname: '/**' }],
    });
  });

  it('keeps a port a site names, lists a host two sites share once, and refuses plain http', () => {
    expect(remoteImages(['https://cdn.example.com:8443', 'https://cdn.example.com:8443']).remotePatterns).toEqual([
      { protocol: 'https', hostname: 'cdn.example.com', port: '8443', pathname: '/**' },
    ]);
    expect(() => remoteImages(['http://cdn.example.com'])).toThrow('https');
  });

  it('is what next.config.js gives Next', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require('../../../next.config.js') as { images: Record<string, unknown> };
      const { remotePatterns } = remoteImagesOfSites(process.env);
      expect(config.images.remotePatterns).toEqual(remotePatterns);
    });
  });

  it('reads the list from a file’s text as sites:new writes it, one line or several, and nothing when it is not a plain list', () => {
    expect(pictureHostsInText("  pictureHosts: ['https://a.example', \"https://b.example\"],\n")).toEqual(['https://a.example', 'https://b.example']);
    expect(pictureHostsInText("  pictureHosts: [\n    'https://a.example',\n    'https://b.example',\n  ],\n")).toEqual(['https://a.example', 'https://b.example']);
    expect(pictureHostsInText('  pictureHosts: HOSTS,\n')).toEqual([]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sites-'));
    try {
      mkdirSync(path.join(dir, 'sub'));
      writeFileSync(path.join(dir, 'b-site.ts'), "export default { pictureHosts: [] };\n");
      writeFileSync(path.join(dir, 'a-site.ts'), "export default {\n  pictureHosts: ['https://a.example'],\n};\n");
      writeFileSync(path.join(dir, 'notes.md'), "pictureHosts: ['https://ignored.example']\n");
      expect(pictureHostsOfSiteFiles(dir)).toEqual([
        { file: 'config/sites/a-site.ts', hosts: ['https://a.example'] },
        { file: 'config/sites/b-site.ts', hosts: [] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
