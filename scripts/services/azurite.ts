import { spawn } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { ContainerSASPermissions, generateBlobSASQueryParameters, StorageSharedKeyCredential } from '@azure/storage-blob';
import { delay, waitForExit } from '../scale/processes';

/*
 * The embedded blob store for dev, demo and tests: Azurite's blob service on loopback, holding
 * the uploaded translations. The account is Azurite's well-known development account; its key
 * is public (documented by Microsoft for the emulator) and opens nothing else.
 */
const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
/** Translations are a few kilobytes; the cap keeps a forgotten in-memory store from growing. */
const EXTENT_MEMORY_LIMIT_MB = 64;
const READY_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

export interface StartAzuriteOptions {
  host?: string;
  /** Default: AZURITE_BLOB_PORT, else 10000. */
  port?: number;
  /** Keep blobs in memory (default) or in the git-ignored .azurite/ folder. */
  inMemory?: boolean;
}

export interface RunningAzurite {
  connectionString: string;
  /** Stops the Azurite this call started; a no-op when an already running one was reused. */
  stop(): Promise<void>;
  /** True when Azurite was already answering on the port. */
  reused: boolean;
}

export function azuriteConnectionString(host: string, port: number): string {
  return [
    'DefaultEndpointsProtocol=http',
    `AccountName=${DEV_ACCOUNT}`,
    `AccountKey=${DEV_ACCOUNT_KEY}`,
    `BlobEndpoint=http://${host}:${port}/${DEV_ACCOUNT}`,
  ].join(';');
}

/** How long the stack's read-only SAS token holds: longer than any dev session or test run. */
const SAS_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The container's URL with a SAS token that can only read and list: the credential the server
 * gets (TRANSLATIONS_BLOB_SAS_URL), as in production. The account key stays with the upload.
 */
export function azuriteContainerSasUrl(host: string, port: number, container: string, now = new Date()): string {
  const sas = generateBlobSASQueryParameters(
    {
      containerName: container,
      permissions: ContainerSASPermissions.parse('rl'),
      startsOn: new Date(now.getTime() - 5 * 60 * 1000),
      expiresOn: new Date(now.getTime() + SAS_LIFETIME_MS),
    },
    new StorageSharedKeyCredential(DEV_ACCOUNT, DEV_ACCOUNT_KEY),
  );
  return `http://${host}:${port}/${DEV_ACCOUNT}/${container}?${sas.toString()}`;
}

function defaultPort(): number {
  const raw = process.env.AZURITE_BLOB_PORT;
  if (raw === undefined || raw === '') return 10000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Invalid environment variable AZURITE_BLOB_PORT: expected a port number, got "${raw}"`);
  }
  return port;
}

/** 'azurite' if Azurite answers on the port, 'other' if something else does, 'none' if nothing listens. */
export function probeAzurite(host: string, port: number): Promise<'azurite' | 'other' | 'none'> {
  return new Promise((resolve) => {
    const req = request({ host, port, path: `/${DEV_ACCOUNT}?comp=list`, method: 'GET', timeout: 2000 }, (res) => {
      res.resume();
      const server = String(res.headers.server ?? '');
      resolve(server.startsWith('Azurite-Blob') ? 'azurite' : 'other');
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'none' : 'other'));
    req.end();
  });
}

/**
 * Starts Azurite's blob service on host:port, or reuses one already answering there, so starting
 * twice (or next to a running Azurite) works. Resolves once it answers requests.
 */
export async function startAzurite(options: StartAzuriteOptions = {}): Promise<RunningAzurite> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? defaultPort();
  const inMemory = options.inMemory ?? true;
  const connectionString = azuriteConnectionString(host, port);
  const reused: RunningAzurite = { connectionString, reused: true, stop: async () => {} };

  const before = await probeAzurite(host, port);
  if (before === 'azurite') return reused;
  if (before === 'other') throw new Error(`Port ${host}:${port} is taken by something that is not Azurite; set AZURITE_BLOB_PORT to a free port`);

  const root = process.cwd();
  const args = ['--blobHost', host, '--blobPort', String(port), '--disableTelemetry', '--skipApiVersionCheck', '--loose', '--silent'];
  args.push(...(inMemory ? ['--inMemoryPersistence', '--extentMemoryLimit', String(EXTENT_MEMORY_LIMIT_MB)] : ['--location', path.join(root, '.azurite')]));
  const child = spawn(path.join(root, 'node_modules', '.bin', 'azurite-blob'), args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  // If the caller dies without stopping us, the child must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, STOP_TIMEOUT_MS);
    }
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const exited = spawnError !== undefined || child.exitCode !== null || child.signalCode !== null;
    if (exited) {
      process.removeListener('exit', killOnExit);
      // Lost a race with another starter on the same port: use theirs.
      if ((await probeAzurite(host, port)) === 'azurite') return reused;
      throw new Error(`Azurite did not start on ${host}:${port}: ${spawnError?.message ?? (stderr.trim() || `exit code ${child.exitCode}`)}`);
    }
    if ((await probeAzurite(host, port)) === 'azurite') return { connectionString, reused: false, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Azurite did not answer on ${host}:${port} within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await delay(50);
  }
}
