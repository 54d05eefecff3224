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
  /** Azure Blob Storage connection string of the translations store; unset = read the repository's files. */
  TRANSLATIONS_BLOB_CONNECTION_STRING: z.string().min(1).optional(),
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
