import { existsSync, mkdtempSync, mkdirSync, chmodSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePictureCertificate } from '@/api-client/mocks/picture-server';
import { azuriteContainerSasUrl, startAzurite, type RunningAzurite } from '../services/azurite';
import { mockPicturesEnv } from '../services/mock-pictures';
import { uploadTranslations } from '../translations-upload';
import { assertPortFree, signalGroup, spawnLogged, stopChild, waitForPort, type Tracked } from './processes';

/*
 * The scale-out stack on loopback: Azurite with the translations, the mock backend, Debian's
 * redis-server, N `next start` instances of ONE build sharing their page cache through Redis, and
 * Debian's nginx in front as the load balancer. Used by `npm run scale` (to look at it) and
 * `npm run test:scale` (scripts/scale-test.ts). Every port can be changed through the environment.
 */

export const root = path.join(__dirname, '..', '..');

function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid ${name}: expected a port, got "${raw}"`);
  return port;
}

export interface ScalePorts {
  apps: number[];
  mockApi: number;
  mockPictures: number;
  azurite: number;
  redis: number;
  balancer: number;
}

/** SCALE_APP_PORTS (comma-separated), MOCK_API_PORT, MOCK_PICTURES_PORT, AZURITE_BLOB_PORT, REDIS_PORT, LB_PORT. */
export function scalePorts(): ScalePorts {
  const apps = (process.env.SCALE_APP_PORTS || '3001,3002').split(',').map((part) => {
    const port = Number(part.trim());
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid SCALE_APP_PORTS: "${part}"`);
    return port;
  });
  return {
    apps,
    mockApi: envPort('MOCK_API_PORT', 4011),
    mockPictures: envPort('MOCK_PICTURES_PORT', 4013),
    azurite: envPort('AZURITE_BLOB_PORT', 10001),
    redis: envPort('REDIS_PORT', 6380),
    balancer: envPort('LB_PORT', 8080),
  };
}

function findBinary(variable: string, candidates: string[], aptPackage: string): string {
  const configured = process.env[variable];
  const found = [configured, ...candidates].find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
  if (!found) throw new Error(`${aptPackage} not found (looked at ${candidates.join(', ')}): apt-get install ${aptPackage}, or set ${variable}`);
  return found;
}

/** Debian's nginx (NGINX_PATH elsewhere). */
export function nginxBinary(): string {
  return findBinary('NGINX_PATH', ['/usr/sbin/nginx'], 'nginx');
}

/** What the load balancer's own answers (its 400s and 502s) say, as the portal's API answers do (lib/security). */
const BALANCER_SECURITY_HEADERS: Array<[name: string, value: string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/**
 * How long a browser may keep a redirect that came without Cache-Control: the same short, private
 * value the portal gives its own (config/security.ts, REDIRECT_CACHE_CONTROL), so a shared cache
 * never stores one (where a path leads depends on the Host) and a changed alias reaches browsers.
 */
export const BALANCER_REDIRECT_CACHE_CONTROL = 'private, max-age=300';

/** nginx's variable for an upstream answer's header ("X-Frame-Options" -> $upstream_http_x_frame_options). */
const upstreamVariable = (name: string) => `$upstream_http_${name.toLowerCase().replaceAll('-', '_')}`;

/**
 * nginx as a round-robin load balancer over the instances, loopback only. Besides balancing it
 * keeps the Host header the only host a request names: an absolute-form target
 * (`GET http://evil/ HTTP/1.1`, whose host nginx would otherwise drop while passing the Host header
 * on) and an asterisk- or authority-form one are refused with 400, as nginx itself refuses a
 * second Host header. A redirect without Cache-Control gets one, and nginx's own answers get the
 * security headers; an instance's answers keep theirs (each header is added only where the
 * upstream answer has none, so none is sent twice).
 */
export function nginxConfig(options: { dir: string; listenPort: number; appPorts: number[] }): string {
  const { dir } = options;
  const upstreams = options.appPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  const headerMaps = BALANCER_SECURITY_HEADERS.map(
    ([name, value]) => `  map ${upstreamVariable(name)} $balancer_${name.toLowerCase().replaceAll('-', '_')} {\n    "" "${value.replaceAll('"', '\\"')}";\n    default "";\n  }`,
  ).join('\n');
  const addHeaders = BALANCER_SECURITY_HEADERS.map(
    ([name]) => `    add_header ${name} $balancer_${name.toLowerCase().replaceAll('-', '_')} always;`,
  ).join('\n');
  return `# Generated by scripts/scale/stack.ts for the local scale-out stack; loopback only.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams}
    keepalive 32;
  }
  # A redirect (an instance's, or nginx's own) that has no Cache-Control gets a short, private one.
  map "$status:${upstreamVariable('Cache-Control')}" $balancer_redirect_cache_control {
    "~^30[12378]:$" "${BALANCER_REDIRECT_CACHE_CONTROL}";
    default "";
  }
  # The security headers of an answer that has none of its own (nginx's 400 and 502 pages).
${headerMaps}
  server {
    listen 127.0.0.1:${options.listenPort};
    # Only origin-form targets (GET /path): the site is resolved from the Host header alone.
    if ($request !~ "^[A-Z]+ /") {
      return 400;
    }
    add_header Cache-Control $balancer_redirect_cache_control always;
${addHeaders}
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The proxy resolves the site from the Host header: pass the browser's on.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that refuses or drops the connection: the request goes to the next one.
      # Not on 5xx answers: a site in maintenance answers 503 on purpose.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

export interface AppInstance {
  port: number;
  tracked: Tracked;
  env: NodeJS.ProcessEnv;
}

export interface ScaleStack {
  ports: ScalePorts;
  distDir: string;
  logDir: string;
  azuriteConnectionString: string;
  container: string;
  redisUrl: string;
  instances: AppInstance[];
  /** Starts (or restarts) the instance on `port` with extra environment (`REDIS_URL: ''` drops Redis). */
  startInstance(port: number, extraEnv?: Record<string, string>): Promise<AppInstance>;
  stopInstance(instance: AppInstance, signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  stopAzurite(): Promise<void>;
  /** Starts Azurite again (empty, in memory) and uploads the repository's translations. */
  restartAzurite(): Promise<void>;
  /** Stops everything this stack started; its log folder is removed unless keepLogs (or SCALE_KEEP_LOGS=1). */
  stop(keepLogs?: boolean): Promise<void>;
}

export interface ScaleStackOptions {
  /** Seconds of TRANSLATIONS_REVALIDATE_SECONDS for the instances (default: the app's default). */
  revalidateSeconds?: number;
  log?: (line: string) => void;
}

/** Builds if needed (into SCALE_DIST_DIR, default .next-e2e, the build `npm test` leaves) and starts everything. */
export async function startScaleStack(options: ScaleStackOptions = {}): Promise<ScaleStack> {
  const log = options.log ?? ((line: string) => console.log(`[scale] ${line}`));
  const ports = scalePorts();
  const registry = new Set<Tracked>();
  const container = process.env.TRANSLATIONS_BLOB_CONTAINER ?? 'translations';
  const distDir = process.env.SCALE_DIST_DIR || '.next-e2e';
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'owner-portal-scale-'));
  const node = process.execPath;
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const redisServer = findBinary('REDIS_SERVER_PATH', ['/usr/bin/redis-server'], 'redis-server');
  const nginx = nginxBinary();
  let azurite: RunningAzurite | undefined;
  const instances: AppInstance[] = [];

  const stop = async () => {
    await Promise.all([...registry].map((tracked) => stopChild(tracked.child)));
    await azurite?.stop();
  };

  try {
    for (const port of ports.apps) await assertPortFree(port, 'an app instance', 'SCALE_APP_PORTS');
    await assertPortFree(ports.redis, 'redis-server', 'REDIS_PORT');
    await assertPortFree(ports.balancer, 'nginx', 'LB_PORT');

    azurite = await startAzurite({ host: '127.0.0.1', port: ports.azurite });
    const connectionString = azurite.connectionString;
    await uploadTranslations({ connectionString, container, prefix: '' });
    log(`blob store (Azurite) on 127.0.0.1:${ports.azurite}, translations uploaded${azurite.reused ? ' (reused a running Azurite)' : ''}`);

    const mock = spawnLogged(registry, 'mock API', node, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'api-client/mocks/http-server.ts'], {
      cwd: root,
      env: { ...process.env, MOCK_API_PORT: String(ports.mockApi), MOCK_PICTURES_PORT: String(ports.mockPictures) },
      logFile: path.join(logDir, 'mock.log'),
    });
    await waitForPort(ports.mockApi, 'The mock API', 60_000, mock.child);
    await waitForPort(ports.mockPictures, "The mock's picture host", 60_000, mock.child);

    const redis = spawnLogged(
      registry,
      'redis-server',
      redisServer,
      ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', logDir],
      { cwd: logDir, logFile: path.join(logDir, 'redis.log') },
    );
    await waitForPort(ports.redis, 'redis-server', 15_000, redis.child);
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;
    log(`redis-server on ${redisUrl}`);

    const baseEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      API_URL_OVERRIDE: `http://127.0.0.1:${ports.mockApi}/{site}`,
      ALLOW_LOCAL_HOSTS: 'true',
      // Local hosts, the mock backend on loopback and (in test:scale) the proxy-cost bypass: allowed
      // for this local stack only (config/env.ts).
      LOCAL_STACK_ONLY: '1',
      NEXT_PUBLIC_CONSENT_STAND_IN: '1',
      // The instances read with a read-and-list SAS token; the account key is for the uploads here.
      TRANSLATIONS_BLOB_CONNECTION_STRING: '',
      TRANSLATIONS_BLOB_SAS_URL: azuriteContainerSasUrl('127.0.0.1', ports.azurite, container),
      TRANSLATIONS_BLOB_CONTAINER: container,
      TRANSLATIONS_BLOB_PREFIX: '',
      REDIS_URL: redisUrl,
      // The mock's pictures, from its own https host (scripts/services/mock-pictures.ts).
      ...mockPicturesEnv(ensurePictureCertificate()),
      ...(options.revalidateSeconds ? { TRANSLATIONS_REVALIDATE_SECONDS: String(options.revalidateSeconds) } : {}),
    };

    if (process.env.SCALE_BUILD === '1' || !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      log(`building into ${distDir} (set SCALE_DIST_DIR to use another build)`);
      const build = spawnLogged(registry, 'next build', 'nice', ['-n', '10', node, nextBin, 'build', '--webpack'], {
        cwd: root,
        env: { ...baseEnv, REDIS_URL: '' },
        logFile: path.join(logDir, 'build.log'),
      });
      const code = await new Promise<number | null>((resolve) => build.child.once('exit', resolve));
      if (code !== 0) throw new Error(`next build failed (exit ${code}); see ${path.join(logDir, 'build.log')}`);
    } else {
      log(`reusing the build in ${distDir} (SCALE_BUILD=1 rebuilds)`);
    }

    const startInstance = async (port: number, extraEnv: Record<string, string> = {}): Promise<AppInstance> => {
      const env = { ...baseEnv, ...extraEnv };
      const tracked = spawnLogged(registry, `next start :${port}`, node, [nextBin, 'start', '--port', String(port)], {
        cwd: root,
        env,
        logFile: path.join(logDir, `app-${port}.log`),
      });
      await waitForPort(port, `next start on ${port}`, 120_000, tracked.child);
      const instance = { port, tracked, env };
      const index = instances.findIndex((other) => other.port === port);
      if (index >= 0) instances.splice(index, 1, instance);
      else instances.push(instance);
      return instance;
    };
    for (const port of ports.apps) await startInstance(port);
    log(`${ports.apps.length} instances of one build: ${ports.apps.map((port) => `127.0.0.1:${port}`).join(', ')} (logs in ${logDir})`);

    const nginxDir = path.join(logDir, 'nginx');
    mkdirSync(nginxDir, { recursive: true });
    // nginx's workers drop root to "nobody": they must reach their temp folders.
    chmodSync(logDir, 0o755);
    chmodSync(nginxDir, 0o777);
    const configFile = path.join(nginxDir, 'nginx.conf');
    writeFileSync(configFile, nginxConfig({ dir: nginxDir, listenPort: ports.balancer, appPorts: ports.apps }));
    const balancer = spawnLogged(registry, 'nginx', nginx, ['-c', configFile, '-p', nginxDir, '-e', path.join(nginxDir, 'error.log')], {
      cwd: nginxDir,
      logFile: path.join(logDir, 'nginx.log'),
    });
    await waitForPort(ports.balancer, 'nginx', 15_000, balancer.child);
    log(`load balancer (nginx) on http://127.0.0.1:${ports.balancer}`);

    return {
      ports,
      distDir,
      logDir,
      azuriteConnectionString: connectionString,
      container,
      redisUrl,
      instances,
      startInstance,
      stopInstance: async (instance, signal = 'SIGTERM') => {
        if (signal === 'SIGKILL') {
          // A crash: the whole process group at once, no graceful shutdown.
          signalGroup(instance.tracked.child, 'SIGKILL');
          await stopChild(instance.tracked.child, 2_000);
        } else {
          await stopChild(instance.tracked.child);
        }
      },
      stopAzurite: async () => {
        await azurite?.stop();
        if (azurite?.reused) throw new Error('Azurite was already running before this stack: it cannot be stopped for the outage drill');
      },
      restartAzurite: async () => {
        azurite = await startAzurite({ host: '127.0.0.1', port: ports.azurite });
        await uploadTranslations({ connectionString, container, prefix: '' });
      },
      stop: async (keepLogs = false) => {
        await stop();
        if (!keepLogs && process.env.SCALE_KEEP_LOGS !== '1') rmSync(logDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
