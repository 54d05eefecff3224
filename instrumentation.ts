/**
 * Runs once when the Next server starts: a site file or deployment setting that does not
 * validate stops the server at once, naming the file and field, instead of failing on the
 * first request. (The build validates the same way when it generates the pages.) It also keeps
 * Next's internal routing headers from reaching the browser (lib/security/internal-headers.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ sites }, { serverEnv }, { stripInternalResponseHeaders }] = await Promise.all([
    import('./config/site-registry'),
    import('./config/env'),
    import('./lib/security/internal-headers'),
  ]);
  serverEnv();
  stripInternalResponseHeaders();
  console.info(`[config] ${sites.length} sites: ${sites.map((site) => site.id).join(', ')}`);
}
