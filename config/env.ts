import { z } from 'zod';

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
   * hosts. The stack script sets it for dev, demo and the end-to-end tests; unset, a production
   * server answers those hosts 404.
   */
  ALLOW_LOCAL_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Development only: lets a production build (`next start`) run with API_URL_OVERRIDE pointing
   * at a loopback or mock backend. The stack script sets it for `npm run demo` and the end-to-end
   * tests; without it such a server refuses to start (checkApiOverride below).
   */
  DEV_ONLY_ALLOW_MOCK_API: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
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

/**
 * The reason a production server must not start with this API override, or undefined. The
 * override is read at build time into every page, so the value the build was made with counts as
 * much as the one the server starts with (next.config.js passes it on as BUILT_API_URL_OVERRIDE).
 */
export function apiOverrideProblem(input: {
  nodeEnv: string | undefined;
  override: string | undefined;
  builtOverride: string | undefined;
  allowMock: boolean;
}): string | undefined {
  if (input.nodeEnv !== 'production' || input.allowMock) return undefined;
  const bad = [input.override, input.builtOverride].find((url) => url && isLoopbackOrMockUrl(url));
  if (!bad) return undefined;
  return (
    `API_URL_OVERRIDE points every site at ${bad}, a loopback or mock backend, in a production server. ` +
    'Unset it and rebuild so each site talks to its own apiUrl, or set DEV_ONLY_ALLOW_MOCK_API=true for a local demo.'
  );
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
