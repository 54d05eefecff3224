import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { BALANCER_REDIRECT_CACHE_CONTROL, nginxBinary, nginxConfig } from './stack';
import { stopChild, waitForPort, spawnLogged, type Tracked } from './processes';

/*
 * What `npm run test:scale` checks of the load balancer itself (nginxConfig in stack.ts): the Host
 * header is the only host a request names (an absolute-form target and a second Host are 400),
 * nginx's own answers carry the security headers, and every redirect carries Cache-Control: the
 * instances' own (through the stack's nginx), and, for an upstream that sends none, nginx's
 * (through a second nginx of the same configuration in front of a stub that redirects bare).
 */

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** Sends `text` as it is over a fresh connection to 127.0.0.1:port and reads the answer's head. */
export function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    const done = () => {
      const [statusLine = '', ...lines] = received.split('\r\n\r\n')[0]!.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers });
    };
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer from 127.0.0.1:${port}`)));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', done);
    socket.on('error', reject);
  });
}

const request = (line: string, headers: string[]) => `${line}\r\n${headers.map((header) => `${header}\r\n`).join('')}Connection: close\r\n\r\n`;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function checkSecurityHeaders(answer: RawAnswer, what: string) {
  for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
    check(answer.headers[name], `${what}: no ${name} (${JSON.stringify(answer.headers)})`);
  }
}

/** Checks the stack's balancer on `port` (host: a local host of a site, e.g. aurora-dk.localhost); returns what it saw. */
export async function checkBalancer(port: number, host: string, alias: { from: string; to: string }) {
  const normal = await rawRequest(port, request(`GET ${alias.to} HTTP/1.1`, [`Host: ${host}`]));
  check(normal.status === 200, `GET ${alias.to} through nginx answered ${normal.status}: the balancer must pass a normal request`);

  const absolute = await rawRequest(port, request(`GET http://evil.example${alias.to} HTTP/1.1`, [`Host: ${host}`]));
  check(absolute.status === 400, `an absolute-form target through nginx answered ${absolute.status}, not 400`);
  checkSecurityHeaders(absolute, 'nginx\'s 400 for an absolute-form target');
  const asterisk = await rawRequest(port, request('OPTIONS * HTTP/1.1', [`Host: ${host}`]));
  check(asterisk.status === 400, `an asterisk-form target through nginx answered ${asterisk.status}, not 400`);

  const twoHosts = await rawRequest(port, request(`GET ${alias.to} HTTP/1.1`, [`Host: ${host}`, 'Host: evil.example']));
  check(twoHosts.status === 400, `two Host headers through nginx answered ${twoHosts.status}, not 400`);
  checkSecurityHeaders(twoHosts, 'nginx\'s 400 for two Host headers');

  const redirect = await rawRequest(port, request(`GET ${alias.from} HTTP/1.1`, [`Host: ${host}`]));
  check(redirect.status === 308 && redirect.headers.location === alias.to, `GET ${alias.from} through nginx answered ${redirect.status} to ${redirect.headers.location}`);
  check(redirect.headers['cache-control'], `the instance's redirect through nginx has no Cache-Control`);
  check(!/x-nextjs|x-middleware/i.test(Object.keys(redirect.headers).join(' ')), `internal headers through nginx: ${Object.keys(redirect.headers).join(', ')}`);

  return {
    absoluteForm: absolute.status,
    asteriskForm: asterisk.status,
    duplicateHost: twoHosts.status,
    redirect: { status: redirect.status, cacheControl: redirect.headers['cache-control'] },
  };
}

/**
 * The same nginx configuration in front of a stub that redirects without Cache-Control and sends no
 * security header: nginx adds both. Runs on free ports in `dir`; stops everything it started.
 */
export async function checkBalancerOwnHeaders(dir: string) {
  const stub: Server = createServer((_req, res) => {
    res.writeHead(302, { Location: '/elsewhere' });
    res.end();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const upstream = (stub.address() as AddressInfo).port;
  const free = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const nginxDir = path.join(dir, 'nginx-stub');
  mkdirSync(nginxDir, { recursive: true });
  chmodSync(nginxDir, 0o777);
  const configFile = path.join(nginxDir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ dir: nginxDir, listenPort: free, appPorts: [upstream] }));
  const registry = new Set<Tracked>();
  const nginx = spawnLogged(registry, 'nginx (stub upstream)', nginxBinary(), ['-c', configFile, '-p', nginxDir, '-e', path.join(nginxDir, 'error.log')], {
    cwd: nginxDir,
    logFile: path.join(nginxDir, 'nginx.log'),
  });
  try {
    await waitForPort(free, 'nginx in front of the stub', 15_000, nginx.child);
    const answer = await rawRequest(free, request('GET /old HTTP/1.1', ['Host: aurora-dk.localhost']));
    check(answer.status === 302, `the stub's redirect through nginx answered ${answer.status}`);
    check(
      answer.headers['cache-control'] === BALANCER_REDIRECT_CACHE_CONTROL,
      `nginx gave a bare redirect Cache-Control "${answer.headers['cache-control']}", not "${BALANCER_REDIRECT_CACHE_CONTROL}"`,
    );
    checkSecurityHeaders(answer, 'a bare upstream answer through nginx');
    return { redirectCacheControl: answer.headers['cache-control'] };
  } finally {
    await stopChild(nginx.child);
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  }
}
