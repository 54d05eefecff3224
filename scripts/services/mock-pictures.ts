/**
 * What a local Next process needs to show the mock backend's pictures the way production shows a
 * brand's: the mock serves them over https from its own host, mock-pictures.localhost
 * (api-client/mocks/picture-server.ts), which the demo sites name in `pictureHosts`. Next's image
 * optimiser must trust the mock's self-signed certificate (NODE_EXTRA_CA_CERTS, read when Node
 * starts) and resolve `.localhost` names to this machine (localhost-resolver.js). Nothing here
 * widens what next/image may load: that stays the site files' list (config/images.js).
 */
import path from 'node:path';
import type { PictureCertificate } from '@/api-client/mocks/picture-server';

const RESOLVER = path.join(__dirname, 'localhost-resolver.js');

export function mockPicturesEnv(certificate: PictureCertificate, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const nodeOptions = [env.NODE_OPTIONS, `--require=${RESOLVER}`].filter(Boolean).join(' ');
  return { NODE_EXTRA_CA_CERTS: certificate.certFile, NODE_OPTIONS: nodeOptions };
}
