import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';

/** Small helpers for the scripts that start servers (the stack, scale-out, Lighthouse, Azurite): children in their own process groups, ports, memory. */

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port: number, what: string, timeoutMs = 60_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}) before answering on port ${port}`);
    if (await portAnswers(port)) return;
    await delay(200);
  }
  throw new Error(`${what} did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

export async function assertPortFree(port: number, what: string, variable: string): Promise<void> {
  if (await portAnswers(port)) throw new Error(`Port ${port} for ${what} is taken; set ${variable} to a free port`);
}

export interface Tracked {
  child: ChildProcess;
  name: string;
  /** Where its output goes. */
  logFile: string;
}

/**
 * Runs a command in its own process group (so stopping it stops what it started), its output
 * appended to logFile. Every child is remembered in `registry` so one stop() ends them all.
 */
export function spawnLogged(
  registry: Set<Tracked>,
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd: string; logFile: string },
): Tracked {
  const out = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const tracked: Tracked = { child, name, logFile: options.logFile };
  registry.add(tracked);
  child.once('exit', () => registry.delete(tracked));
  return tracked;
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM, then SIGKILL after graceMs. */
export async function stopChild(child: ChildProcess, graceMs = 8_000): Promise<void> {
  signalGroup(child, 'SIGTERM');
  if (!(await waitForExit(child, graceMs))) {
    signalGroup(child, 'SIGKILL');
    await waitForExit(child, 2_000);
  }
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc; 0 elsewhere). */
export function treeRssBytes(pid: number): number {
  const children = new Map<number, number[]>();
  let rss = new Map<number, number>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'utf8');
        const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
        const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
        rss = rss.set(Number(entry), kb * 1024);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    return 0;
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop()!;
    total += rss.get(current) ?? 0;
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}
