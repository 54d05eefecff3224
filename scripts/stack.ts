/**
 * Starts the whole local stack in one command and stops all of it on Ctrl+C:
 *   1. Azurite (blob service only) with the repository's translations uploaded,
 *   2. the mock backend over HTTP,
 *   3. Next: `next dev` (mode dev) or, in modes demo and e2e, `next build`, then what
 *      `npm run build` runs after it (scripts/csp-hashes.ts), then `next start`.
 * Ports: APP_PORT (or PORT) 3000, MOCK_API_PORT 4010, MOCK_PICTURES_PORT 4012, AZURITE_BLOB_PORT 10000.
 * Every site's apiUrl is pointed at the mock backend through API_URL_OVERRIDE. Pictures are not:
 * the mock serves them from its own https host, which the demo sites name like any picture host,
 * and Next is given what it needs to reach it (scripts/services/mock-pictures.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensurePictureCertificate } from '@/api-client/mocks/picture-server';
import { SITES_OVERVIEW_PATH } from '@/lib/dev/sites-overview';
import { portAnswers } from './scale/processes';
import { azuriteContainerSasUrl, startAzurite } from './services/azurite';
import { mockPicturesEnv } from './services/mock-pictures';
import { uploadTranslations } from './translations-upload';

type Mode = 'dev' | 'demo' | 'e2e';

const mode = process.argv[2] as Mode;
if (!['dev', 'demo', 'e2e'].includes(mode)) {
  console.error('Usage: tsx scripts/stack.ts dev|demo|e2e');
  process.exit(2);
}

const root = path.join(__dirname, '..');
const appPort = Number(process.env.APP_PORT ?? process.env.PORT ?? 3000);
const mockApiPort = Number(process.env.MOCK_API_PORT ?? 4010);
const mockPicturesPort = Number(process.env.MOCK_PICTURES_PORT ?? 4012);
const azuritePort = Number(process.env.AZURITE_BLOB_PORT ?? 10000);
const container = process.env.TRANSLATIONS_BLOB_CONTAINER ?? 'translations';
const prefix = process.env.TRANSLATIONS_BLOB_PREFIX ?? '';

const children = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void> | void> = [];
let stopping = false;

function log(message: string) {
  console.log(`[stack] ${message}`);
}

async function waitForPort(port: number, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start on port ${port} within ${timeoutMs / 1000} s`);
}

/** Starts a child in its own process group, so stopping it stops whatever it started too. */
function spawnTracked(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A service that runs until we stop it: if it stops by itself, everything stops. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, name: string): void {
  spawnTracked(command, args, env).once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[stack] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    void stop(code === 0 ? 0 : 1);
  });
}

/** A step that must finish successfully before the stack goes on (the production build). */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    spawnTracked(command, args, env).once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed with exit code ${code}`)),
    );
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  const running = [...children];
  for (const child of running) killGroup(child, 'SIGTERM');
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          const timer = setTimeout(() => {
            killGroup(child, 'SIGKILL');
            resolve();
          }, 8_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) await cleanup();
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main() {
  const node = process.execPath;
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

  const azurite = await startAzurite({ host: '127.0.0.1', port: azuritePort });
  cleanups.push(() => azurite.stop());
  log(
    azurite.reused
      ? `reusing the blob store already running on 127.0.0.1:${azuritePort}`
      : `blob store (Azurite) on 127.0.0.1:${azuritePort}`,
  );
  const uploaded = await uploadTranslations({ connectionString: azurite.connectionString, container, prefix });
  log(`uploaded ${uploaded.blobs.length} translation files (${uploaded.languages.join(', ')}) to container "${container}"`);

  // The mock's picture host is https: its certificate is made before the mock and Next start.
  const pictureCertificate = ensurePictureCertificate();
  if (await portAnswers(mockApiPort)) {
    log(`reusing the mock API already answering on 127.0.0.1:${mockApiPort}`);
  } else {
    const mockEnv = { ...process.env, MOCK_API_PORT: String(mockApiPort), MOCK_PICTURES_PORT: String(mockPicturesPort) };
    run(node, [tsx, 'api-client/mocks/http-server.ts'], mockEnv, 'mock API');
    await waitForPort(mockApiPort, 'The mock API');
    await waitForPort(mockPicturesPort, "The mock's picture host");
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_URL_OVERRIDE: `http://127.0.0.1:${mockApiPort}/{site}`,
    // Sites answer on <site-id>.localhost and localhost only here (a production server 404s them),
    // and so do the sites overview and the style guide.
    ALLOW_LOCAL_HOSTS: 'true',
    // The demo and test builds run `next start` with local hosts and against the mock backend on
    // purpose: the one override that lets a production server do so (config/env.ts).
    LOCAL_STACK_ONLY: '1',
    // No third-party consent script locally: a stand-in banner sets the consent cookie.
    NEXT_PUBLIC_CONSENT_STAND_IN: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // The server reads with a read-and-list SAS token, as in production; the account key above
    // was for the upload only (config/env.ts, blobCredentialProblem).
    TRANSLATIONS_BLOB_CONNECTION_STRING: '',
    TRANSLATIONS_BLOB_SAS_URL: azuriteContainerSasUrl('127.0.0.1', azuritePort, container),
    TRANSLATIONS_BLOB_CONTAINER: container,
    TRANSLATIONS_BLOB_PREFIX: prefix,
    // The end-to-end build gets its own folder so it never clobbers a developer's `npm run dev`,
    // and skips Next's type check, which `npm test` has just run (npm run typecheck).
    ...(mode === 'e2e' ? { NEXT_DIST_DIR: '.next-e2e', NEXT_SKIP_BUILD_TYPECHECK: '1' } : {}),
    // Next's image optimiser fetches the mock's pictures from https://mock-pictures.localhost.
    ...mockPicturesEnv(pictureCertificate),
  };

  // The site and route indexes from the files as they are now (npm run generate), so a lone
  // `npx playwright test` after adding a site or a route builds with them.
  await runToEnd(node, ['scripts/generate-site-index.mjs'], env, 'site index');
  await runToEnd(node, ['scripts/generate-route-index.mjs'], env, 'route index');
  if (mode === 'dev') {
    run(node, [next, 'dev', '--port', String(appPort)], { ...env, NODE_ENV: 'development' }, 'next dev');
  } else {
    await runToEnd(node, [next, 'build', '--webpack'], { ...env, NODE_ENV: 'production' }, 'next build');
    // The pages' inline-script hashes for their Content-Security-Policy (lib/security).
    await runToEnd(node, [tsx, 'scripts/csp-hashes.ts'], env, 'csp hashes');
    run(node, [next, 'start', '--port', String(appPort)], { ...env, NODE_ENV: 'production' }, 'next start');
  }
  await waitForPort(appPort, 'Next', 120_000);
  log(`ready: http://localhost:${appPort} (aurora-dk), http://aurora-se.localhost:${appPort}/inloggning, ` +
    `http://volta-dk.localhost:${appPort}, http://volta-se.localhost:${appPort}, http://maintenance.localhost:${appPort}`);
  log(`sites overview (every site side by side): http://localhost:${appPort}${SITES_OVERVIEW_PATH}`);
}

main().catch((error: unknown) => {
  console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
});
