/**
 * Runs once when the Next server starts: a site file or deployment setting that does not
 * validate stops the server at once, naming the file and field, instead of failing on the
 * first request. (The build validates the same way when it generates the pages.) A production
 * server whose pages point at a loopback or mock API, that holds the translation store's account
 * key, or that has no SESSION_COOKIE_SECRET to sign the refresh cookie with, refuses to start
 * (config/env.ts). It also keeps the response guard in place: no internal header reaches the
 * browser, and every answer has the security headers (lib/security/response-guard.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ sites }, { serverEnv }, { installResponseGuard }] = await Promise.all([
    import('./config/site-registry'),
    import('./config/env'),
    import('./lib/security/response-guard'),
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
  const production = process.env.NODE_ENV === 'production';
  const [{ isHttpsRequest }, { buildInlineScriptHashes }, { requestHost }] = await Promise.all([
    import('./lib/security/security-headers'),
    import('./lib/security/inline-script-hashes'),
    import('./lib/routing/request-host'),
  ]);
  const productionHosts = sites.flatMap((site) => site.hosts);
  installResponseGuard({
    // next dev serves a script of its own as JSON (config/security-static.js): nosniff would break it.
    fill: production,
    https: (req) => {
      const header = (name: string) => {
        const value = req?.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      // The host by the proxy's rule (lib/routing/request-host.ts), so HSTS goes where the proxy's headers would put it.
      return isHttpsRequest(requestHost(header, env.FORWARDED_HOST_TRUSTED) ?? '', header('x-forwarded-proto'), undefined, productionHosts);
    },
    inlineScriptHashes: () => (production ? buildInlineScriptHashes() : []),
  });
  console.info(`[config] ${sites.length} sites: ${sites.map((site) => site.id).join(', ')}`);
}
