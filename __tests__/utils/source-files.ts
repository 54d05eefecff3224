import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, for tests that read its sources. */
export const ROOT = path.join(__dirname, '..', '..');

/** The folders of the app's own code (not tests, scripts or mocks). */
export const SOURCE_DIRS = ['api-client', 'components', 'features', 'layouts', 'lib', 'pages', 'screens'];

/** Every .ts and .tsx file under `dir`, leaving out `mocks` folders. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every source file of the app's own code (SOURCE_DIRS). */
export function appSourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
}
