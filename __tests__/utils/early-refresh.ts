import { REFRESH_LOCK_NAME } from '@/config/auth';
import { earlyRefreshScript } from '@/lib/boot/early-refresh-script';

/**
 * Web Locks as the browser runs them for one name: one holder at a time, granted in the order
 * asked. `held` says whether a task holds it, so a test can see a call was made under it.
 */
export function fakeLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  const state = { held: false, names: [] as string[] };
  const request = (name: string, task: () => unknown) => {
    state.names.push(name);
    const run = queue.then(async () => {
      state.held = true;
      try {
        return await task();
      } finally {
        state.held = false;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
  /** Another tab holds the lock until the returned function is called. */
  const holdElsewhere = async () => {
    let release!: () => void;
    void request(REFRESH_LOCK_NAME, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return () => release();
  };
  return { state, request, holdElsewhere };
}

/** The browser's navigator.locks, or none (undefined). */
export function setLocks(value: { request: unknown } | undefined) {
  Object.defineProperty(window.navigator, 'locks', { configurable: true, value });
}

/** The page's head runs the early refresh's script as the browser does. */
export function runEarlyRefreshHead() {
  new Function(earlyRefreshScript())();
}

/** A JWT the token store reads (its exp claim); unsigned, as the browser never checks it. */
export function jwt(expSeconds: number, subject = 'owner'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp: expSeconds })}.signature`;
}

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** A route's answer, as fetch gives it. */
export const routeAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
