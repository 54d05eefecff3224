import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { INLINE_SCRIPT_HASHES_FILE } from '@/config/security';
import { SCRIPT_LOADER_SOURCE } from './script-loader';

/** The CSP hash source ('sha256-…', without quotes) of an inline script's text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The hash of the loader that starts Next's scripts on every page (lib/security/script-loader.ts):
 * its code is fixed, so every page's policy lists it, even where the build's list is missing.
 */
export const SCRIPT_LOADER_HASH = scriptHash(SCRIPT_LOADER_SOURCE);

/**
 * The sha256 sources ('sha256-…') of a page's inline scripts: every <script> without src whose
 * type is JavaScript. __NEXT_DATA__ (type application/json) is data, never run, so it needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

function htmlFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every distinct inline-script hash of the pages a build generated (every page is static: fallback false). */
export function collectInlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(path.join(distDir, 'server', 'pages'))) {
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

export function hashesFilePath(distDir: string): string {
  return path.join(distDir, INLINE_SCRIPT_HASHES_FILE);
}

let cached: readonly string[] | undefined;

/**
 * The hashes of this build, read once from the file the build wrote next to its output
 * (scripts/csp-hashes.ts, run by `npm run build`). A build made with a bare `next build` has no
 * such file: then they are computed from the generated pages once, with a warning, rather than
 * serving pages whose own script the policy blocks.
 */
export function buildInlineScriptHashes(distDir = process.env.NEXT_DIST_DIR || '.next'): readonly string[] {
  if (cached) return cached;
  const absolute = path.resolve(process.cwd(), distDir);
  const file = hashesFilePath(absolute);
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { hashes?: unknown };
    if (Array.isArray(parsed.hashes) && parsed.hashes.every((hash) => typeof hash === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(hash))) {
      cached = parsed.hashes as string[];
      return cached;
    }
    console.error(`[security] ${file} is not a list of sha256 hashes; computing them from the pages instead`);
  } catch {
    // No build at all (unit tests): nothing to hash and nothing to say.
    if (existsSync(path.join(absolute, 'server', 'pages'))) {
      console.warn(`[security] ${file} is missing (built without "npm run build"?); computing the inline-script hashes from the pages`);
    }
  }
  cached = collectInlineScriptHashes(absolute);
  return cached;
}

/** For tests: forget the cached hashes. */
export function resetInlineScriptHashes() {
  cached = undefined;
}
