/**
 * After `next build`: writes the sha256 hashes of the generated pages' inline scripts to
 * <distDir>/csp-inline-scripts.json, which the proxy puts in each page's Content-Security-Policy
 * (lib/security/security-headers.ts). Pages are static, so a nonce cannot work; a hash can.
 * Usage: tsx scripts/csp-hashes.ts [distDir]   (default: NEXT_DIST_DIR or .next)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectInlineScriptHashes, hashesFilePath } from '@/lib/security/inline-script-hashes';

const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
const hashes = collectInlineScriptHashes(distDir);
if (hashes.length === 0) {
  console.error(`[csp-hashes] no generated pages with inline scripts under ${distDir}/server/pages: run next build first`);
  process.exit(1);
}
writeFileSync(hashesFilePath(distDir), `${JSON.stringify({ hashes }, null, 2)}\n`);
console.log(`[csp-hashes] ${hashes.length} inline-script hashes written to ${path.relative(process.cwd(), hashesFilePath(distDir))}`);
