/**
 * Runs once when the Next server starts: a site file or deployment setting that does not
 * validate stops the server at once, naming the file and field, instead of failing on the
 * first request. (The build validates the same way when it generates the pages.) A production
 * server whose pages point at a loopback or mock API, that holds the translation store's account
 * key, or that has no SESSION_COOKIE_SECRET to sign the refresh cookie with, refuses to start
 * (config/env.ts). It also keeps
 * Next's internal routing headers from reaching the browser (lib/security/internal-headers.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ sites }, { serverEnv }, { stripInternalResponseHeaders }] = await Promise.all([
    import('./config/site-registry'),
    import('./config/env'),
    import('./lib/security/internal-headers'),
  ]);
  const env = serverEnv();
  const { apiOverrideProblem, blobCredentialProblem, sessionSecretProblem } = await import('./config/env');
  const problem =
    apiOverrideProblem({
      nodeEnv: process.env.NODE_ENV,
      override: env.API_URL_OVERRIDE,
      builtOverride: process.env.BUILT_API_URL_OVERRIDE,
      allowMock: env.DEV_ONLY_ALLOW_MOCK_API,
    }) ??
    blobCredentialProblem({
      nodeEnv: process.env.NODE_ENV,
      connectionString: env.TRANSLATIONS_BLOB_CONNECTION_STRING,
      sasUrl: env.TRANSLATIONS_BLOB_SAS_URL,
    }) ??
    sessionSecretProblem({
      nodeEnv: process.env.NODE_ENV,
      secret: env.SESSION_COOKIE_SECRET,
      override: env.API_URL_OVERRIDE,
      builtOverride: process.env.BUILT_API_URL_OVERRIDE,
      allowMock: env.DEV_ONLY_ALLOW_MOCK_API,
    });
  if (problem) {
    console.error(`[config] ${problem}`);
    throw new Error(problem);
  }
  stripInternalResponseHeaders();
  console.info(`[config] ${sites.length} sites: ${sites.map((site) => site.id).join(', ')}`);
}
