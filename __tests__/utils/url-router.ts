import { useSyncExternalStore } from 'react';

/**
 * A stand-in for next/router's useRouter in component tests of screens that keep state in the
 * URL: push and replace change the query and re-render what reads it.
 *   jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('../../utils/url-router').useMockRouter() }));
 */
interface Snapshot {
  asPath: string;
  query: Record<string, string>;
}

let snapshot: Snapshot = { asPath: '/', query: {} };
const listeners = new Set<() => void>();

function setUrl(url: string) {
  const parsed = new URL(url, 'http://localhost');
  // As Next's router does: the address bar changes too (the screens read it, lib/routing/use-page-query.ts).
  window.history.replaceState(null, '', `${parsed.pathname}${parsed.search}`);
  snapshot = { asPath: `${parsed.pathname}${parsed.search}`, query: Object.fromEntries(parsed.searchParams) };
  listeners.forEach((listener) => listener());
}

export const mockRouter = {
  /** Where the page is, as if the owner had opened it. */
  setUrl,
  get asPath() {
    return snapshot.asPath;
  },
  push: jest.fn(async (url: string) => {
    setUrl(url);
    return true;
  }),
  replace: jest.fn(async (url: string) => {
    setUrl(url);
    return true;
  }),
  reset(url = '/') {
    mockRouter.push.mockClear();
    mockRouter.replace.mockClear();
    setUrl(url);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMockRouter() {
  const current = useSyncExternalStore(subscribe, () => snapshot);
  return {
    isReady: true,
    pathname: current.asPath.split('?')[0],
    asPath: current.asPath,
    query: current.query,
    push: mockRouter.push,
    replace: mockRouter.replace,
    prefetch: async () => undefined,
    events: { on: () => undefined, off: () => undefined },
  };
}
