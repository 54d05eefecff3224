import { z } from 'zod';
import { DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET, SESSION_COOKIE_SECRET_MIN_LENGTH } from './auth';

/**
 * Deployment-wide settings from the environment, validated once. Per-site values never come
 * from here (they live in config/sites/); these are about where this deployment runs.
 * Every variable is listed with a comment in .env.example.
 */
const envSchema = z.object({
  /**
   * Replaces every site's apiUrl, `{site}` standing for the site id. Dev, demo and the tests
   * point it at the mock backend: http://127.0.0.1:4010/{site}.
   */
  API_URL_OVERRIDE: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'expected an http(s) URL, optionally with {site}')
    .optional(),
  /**
   * Azure Blob Storage connection string of the translations store, for the upload script. A
   * production server must not hold the account key: it reads with TRANSLATIONS_BLOB_SAS_URL.
   */
  TRANSLATIONS_BLOB_CONNECTION_STRING: z.string().min(1).optional(),
  /**
   * What the server reads translations with: the container's URL with a SAS token allowing read
   * and list only (sp=rl). Set, it wins over the connection string. Neither set: the repository's files.
   */
  TRANSLATIONS_BLOB_SAS_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?]+\?\S*\bsig=\S+$/, 'expected a container URL with a SAS token (…?sv=…&sp=rl&sig=…)')
    .optional(),
  TRANSLATIONS_BLOB_CONTAINER: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/, 'expected an Azure container name (3-63 of a-z, 0-9, -)')
    .default('translations'),
  /** Optional folder inside the container, e.g. "owner-portal/"; blobs are named {prefix}{language}/{namespace}.json. */
  TRANSLATIONS_BLOB_PREFIX: z
    .string()
    .regex(/^(?:[^/\s][^\s]*\/)?$/, 'expected empty or a folder ending in "/", e.g. owner-portal/')
    .default(''),
  /**
   * Serve `<site-id>.localhost` and plain localhost (127.0.0.1, [::1]) as well as the sites'
   * hosts, and on those local hosts only the sites overview (/__sites), the style guide and the
   * server-error drill (/__server-error, config/routes.ts). The stack scripts set it for dev, demo
   * and the end-to-end tests; unset, a production server answers those hosts and those pages 404.
   * A production server refuses to start with it unless LOCAL_STACK_ONLY says it is the local
   * stack (localStackProblems below).
   */
  ALLOW_LOCAL_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Only for `npm run test:scale`'s measurement of the proxy's cost (proxy.ts): a request with the
   * header x-proxy-bypass: 1 skips the proxy, and with it the site check and the security headers.
   */
  PROXY_COST_MEASUREMENT: z
    .enum(['1', '0'])
    .default('0')
    .transform((value) => value === '1'),
  /**
   * The one switch that lets a production server (`next start`) run with what only the local stack
   * may have: ALLOW_LOCAL_HOSTS, PROXY_COST_MEASUREMENT, an API_URL_OVERRIDE pointing at the mock
   * backend or any loopback address (in the environment or baked into the build). Set by the
   * stack scripts (scripts/stack.ts for `npm run demo` and the end-to-end tests, scripts/scale for
   * `npm run scale` and `npm run test:scale`); never in a deployment. Without it such a server
   * refuses to start and says which setting to remove.
   */
  LOCAL_STACK_ONLY: z
    .enum(['1', '0'])
    .default('0')
    .transform((value) => value === '1'),
  /**
   * The secret that signs the refresh cookie (HMAC over the token, the session's start and the
   * host: docs/session.md). At least 32 characters; the same on every instance of a deployment.
   * Required in production; without it only a development or mock deployment runs, on a fixed,
   * public development secret (sessionSecretProblem below).
   */
  SESSION_COOKIE_SECRET: z.string().min(SESSION_COOKIE_SECRET_MIN_LENGTH, `expected at least ${SESSION_COOKIE_SECRET_MIN_LENGTH} characters`).optional(),
  /**
   * While changing SESSION_COOKIE_SECRET: the previous secret, still accepted for cookies signed
   * before the change (new cookies are signed with SESSION_COOKIE_SECRET). Remove it after a day.
   */
  SESSION_COOKIE_SECRET_PREVIOUS: z.string().min(SESSION_COOKIE_SECRET_MIN_LENGTH, `expected at least ${SESSION_COOKIE_SECRET_MIN_LENGTH} characters`).optional(),
  /**
   * Whether the server sits behind a proxy of the deployment's own that sets X-Forwarded-Host to
   * the host the browser asked for (lib/routing/request-host.ts). Unset, only Host counts, as a
   * client can send any X-Forwarded-Host. Set it only when every request comes through that proxy.
   */
  FORWARDED_HOST_TRUSTED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How long a generated page and a loaded namespace stay fresh, in seconds. */
  TRANSLATIONS_REVALIDATE_SECONDS: z.coerce.number().int().min(1).max(86400).default(180),
});

export type DeploymentEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): DeploymentEnv {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

let cached: DeploymentEnv | undefined;

/** The validated environment of this process (server side only). */
export function serverEnv(): DeploymentEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Whether an API address is the local mock backend or any loopback address: never a brand's real API. */
export function isLoopbackOrMockUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url.replaceAll('{site}', 'site')).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return true;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\./.test(hostname) ||
    hostname === '::1' ||
    hostname === '0.0.0.0' ||
    /(^|[.-])mock([.-]|$)/.test(hostname) ||
    url.includes('/__mock')
  );
}

/** The override that lets a production server run what only the local stack may (see LOCAL_STACK_ONLY above). */
export const LOCAL_STACK_OVERRIDE = 'LOCAL_STACK_ONLY=1';

/**
 * The reasons a production server must not start with this environment, each saying what to do,
 * or an empty list: development settings (local hosts, the proxy bypass of the cost measurement)
 * and a mock or loopback API, unless LOCAL_STACK_ONLY says this is the local stack. The API
 * override is read at build time into every page, so the value the build was made with counts as
 * much as the one the server starts with (next.config.js passes it on as BUILT_API_URL_OVERRIDE).
 */
export function localStackProblems(input: {
  nodeEnv: string | undefined;
  env: Pick<DeploymentEnv, 'ALLOW_LOCAL_HOSTS' | 'PROXY_COST_MEASUREMENT' | 'LOCAL_STACK_ONLY' | 'API_URL_OVERRIDE'>;
  builtOverride: string | undefined;
}): string[] {
  const { env } = input;
  if (input.nodeEnv !== 'production' || env.LOCAL_STACK_ONLY) return [];
  const problems: string[] = [];
  const localStack = `${LOCAL_STACK_OVERRIDE} is for the local stack only (npm run demo, the end-to-end and scale tests)`;
  if (env.ALLOW_LOCAL_HOSTS) {
    problems.push(
      'ALLOW_LOCAL_HOSTS=true in a production server would serve the sites on localhost and <site>.localhost, ' +
        `with the sites overview and the style guide. Remove ALLOW_LOCAL_HOSTS from the server's environment; ${localStack}.`,
    );
  }
  if (env.PROXY_COST_MEASUREMENT) {
    problems.push(
      'PROXY_COST_MEASUREMENT=1 in a production server lets any request skip the proxy (the site check and the security headers) ' +
        `with one header. Remove PROXY_COST_MEASUREMENT; it is for npm run test:scale, where ${LOCAL_STACK_OVERRIDE} is set.`,
    );
  }
  const mock = [env.API_URL_OVERRIDE, input.builtOverride].find((url) => url && isLoopbackOrMockUrl(url));
  if (mock) {
    const baked = mock !== env.API_URL_OVERRIDE ? ' (the build was made with it, so unsetting it is not enough)' : '';
    problems.push(
      `API_URL_OVERRIDE points every site at ${mock}, a loopback or mock backend, in a production server${baked}. ` +
        `Unset API_URL_OVERRIDE and build again, so each site talks to its own apiUrl; ${localStack}.`,
    );
  }
  return problems;
}

/**
 * The reason a production server must not start with these translation credentials, or undefined:
 * a connection string carrying the storage account key opens every container of the account for
 * writing. The server needs only to read one container (TRANSLATIONS_BLOB_SAS_URL); the key is for
 * `npm run translations:upload`. A connection string made of a SAS token is fine.
 */
export function blobCredentialProblem(input: { nodeEnv: string | undefined; connectionString: string | undefined; sasUrl: string | undefined }): string | undefined {
  if (input.nodeEnv !== 'production' || !input.connectionString) return undefined;
  if (!/(^|;)\s*AccountKey=/i.test(input.connectionString)) return undefined;
  return (
    'TRANSLATIONS_BLOB_CONNECTION_STRING gives this production server the storage account key. ' +
    'Remove it from the server and set TRANSLATIONS_BLOB_SAS_URL to the container URL with a read-and-list SAS token; ' +
    'keep the key for npm run translations:upload.'
  );
}

/**
 * Whether this deployment may sign the refresh cookie with the public development secret: outside
 * production, or on a production build that talks to the mock (LOCAL_STACK_ONLY=1 with a
 * loopback or mock API override, in its environment or baked into the build, as `npm run demo`
 * and the end-to-end tests run it). There the tokens are the mock's; against a real backend a
 * public secret would let anyone sign a cookie.
 */
function mayUseDevelopmentSecret(input: { nodeEnv: string | undefined; override: string | undefined; builtOverride?: string; allowMock: boolean }): boolean {
  if (input.nodeEnv !== 'production') return true;
  return input.allowMock && [input.override, input.builtOverride].some((url) => url !== undefined && url !== '' && isLoopbackOrMockUrl(url));
}

/** The reason a server must not start without SESSION_COOKIE_SECRET, or undefined. */
export function sessionSecretProblem(input: {
  nodeEnv: string | undefined;
  secret: string | undefined;
  override: string | undefined;
  /** The API override the build was made with (next.config.js: BUILT_API_URL_OVERRIDE). */
  builtOverride?: string;
  allowMock: boolean;
}): string | undefined {
  if (input.secret || mayUseDevelopmentSecret(input)) return undefined;
  return (
    'SESSION_COOKIE_SECRET is not set: a production server signs the refresh cookie with it. ' +
    'Set it to a random value of at least 32 characters (e.g. `openssl rand -base64 48`), the same on every instance.'
  );
}

/**
 * The secrets the refresh cookie is signed with: the first signs, each verifies. Throws (the route
 * answers 500, and instrumentation.ts stops a production server at start) when there is none.
 */
export function sessionCookieSecrets(
  env: DeploymentEnv,
  nodeEnv: string | undefined = process.env.NODE_ENV,
  builtOverride: string | undefined = process.env.BUILT_API_URL_OVERRIDE,
): string[] {
  if (env.SESSION_COOKIE_SECRET) return [env.SESSION_COOKIE_SECRET, ...(env.SESSION_COOKIE_SECRET_PREVIOUS ? [env.SESSION_COOKIE_SECRET_PREVIOUS] : [])];
  const problem = sessionSecretProblem({ nodeEnv, secret: undefined, override: env.API_URL_OVERRIDE, builtOverride, allowMock: env.LOCAL_STACK_ONLY });
  if (problem) throw new Error(problem);
  return [DEVELOPMENT_ONLY_SESSION_COOKIE_SECRET];
}
