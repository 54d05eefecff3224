/**
 * Runs once when the Next server starts: a site file or deployment setting that does not
 * validate stops the server at once, naming the file and field, instead of failing on the
 * first request. (The build validates the same way when it generates the pages.) A production
 * server with what only the local stack may have (local hosts, the proxy bypass, a loopback or
 * mock API: config/env.ts, localStackProblems), with the translation store's account key, or
 * without a SESSION_COOKIE_SECRET to sign the refresh cookie with refuses to start: it says why
 * and what to do, and exits (Next itself would keep listening and answer 500). It also puts the
 * response guard in place: no internal header reaches the browser, and every answer has the
 * security headers (lib/security/response-guard.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ sites }, { serverEnv, localStackProblems, blobCredentialProblem, sessionSecretProblem }, { installResponseGuard }, { isBuildPhase }] =
    await Promise.all([
      import('./config/site-registry'),
      import('./config/env'),
      import('./lib/security/response-guard'),
      import('./lib/i18n/build-fallback'),
    ]);
  let env: ReturnType<typeof serverEnv>;
  try {
    env = serverEnv();
  } catch (error) {
    if (isBuildPhase()) throw error;
    console.error(`[config] Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const problems = [
    ...localStackProblems({ nodeEnv: process.env.NODE_ENV, env, builtOverride: process.env.BUILT_API_URL_OVERRIDE }),
    blobCredentialProblem({
      nodeEnv: process.env.NODE_ENV,
      connectionString: env.TRANSLATIONS_BLOB_CONNECTION_STRING,
      sasUrl: env.TRANSLATIONS_BLOB_SAS_URL,
    }),
    sessionSecretProblem({
      nodeEnv: process.env.NODE_ENV,
      secret: env.SESSION_COOKIE_SECRET,
      override: env.API_URL_OVERRIDE,
      builtOverride: process.env.BUILT_API_URL_OVERRIDE,
      allowMock: env.LOCAL_STACK_ONLY,
    }),
  ].filter((problem): problem is string => Boolean(problem));
  // The build generates pages with the environment it is given; the server started from it is checked.
  if (problems.length > 0 && !isBuildPhase()) {
    for (const problem of problems) console.error(`[config] Refusing to start: ${problem}`);
    process.exit(1);
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
    https: (headers) => {
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      // The host by the proxy's rule (lib/routing/request-host.ts), so HSTS goes where the proxy's headers would put it.
      return isHttpsRequest(requestHost(header, env.FORWARDED_HOST_TRUSTED) ?? '', header('x-forwarded-proto'), undefined, productionHosts);
    },
    inlineScriptHashes: () => (production ? buildInlineScriptHashes() : []),
  });
  console.info(`[config] ${sites.length} sites: ${sites.map((site) => site.id).join(', ')}`);
}
