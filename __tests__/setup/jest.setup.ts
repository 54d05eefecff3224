import { readFileSync } from 'node:fs';
import '@testing-library/jest-dom';
import { extract, parse } from 'jest-docblock';
import { http, passthrough } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { localAuthRoutes, resetLocalAuthRoutes } from '../utils/local-auth-routes';
import { resetMockRouter } from '../utils/mock-router';
import { installConsoleGuard } from './console';

/*
 * The one place that owns, for every Jest suite, the mock backend's lifecycle (msw: an
 * unhandled request is an error), a stand-in for the portal's own /api/auth routes over it
 * (__tests__/utils/local-auth-routes.ts) and the router mock. Suites add handlers with
 * `mockServer.use(...)`; they are dropped after each test, with the browser storages (the
 * mock's data stays: a suite resets it with `mockStore.reset()` where it changes it). A suite that
 * needs another router still mocks next/router itself. A test that logs an error or a warning it
 * did not declare fails (./console.ts, docs/testing.md#a-quiet-console).
 */

jest.mock('next/router', () => {
  const { mockRouter } = jest.requireActual<typeof import('../utils/mock-router')>('../utils/mock-router');
  return { __esModule: true, default: mockRouter, useRouter: () => mockRouter };
});

/** Servers a test starts itself (the mock over HTTP, Azurite, the auth routes) listen on 127.0.0.1: reach them. */
const realLocalServers = http.all(/^https?:\/\/127\.0\.0\.1:\d+\//, () => passthrough());

const { testPath } = expect.getState();
const mswOff = testPath ? parse(extract(readFileSync(testPath, 'utf8'))).msw === 'off' : false;

if (!mswOff) {
  beforeAll(() => {
    mockServer.listen({ onUnhandledRequest: 'error' });
    mockServer.use(realLocalServers, ...localAuthRoutes);
  });
  afterEach(() => {
    mockServer.resetHandlers();
    mockServer.use(realLocalServers, ...localAuthRoutes);
    resetLocalAuthRoutes();
  });
  afterAll(() => mockServer.close());
}

afterEach(() => {
  resetMockRouter();
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
});

if (typeof window !== 'undefined') {
  /*
   * jsdom has no IntersectionObserver (it has no layout). Without one, next/link's visibility hook
   * marks every link visible from an idle-callback timer, a state update that lands outside act()
   * whenever a test is not waiting at that moment. With an observer that never reports an
   * intersection, a link is what it is in a browser before it scrolls into view; the kit's links
   * prefetch on intent anyway (docs/performance.md#links-on-intent). Set before any suite loads
   * next/link, which checks for the observer once, when it loads.
   */
  class NoIntersections {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[] = [0];
    constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.rootMargin = options?.rootMargin ?? '0px';
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.IntersectionObserver ??= NoIntersections as unknown as typeof IntersectionObserver;
  // Testing Library unmounts what a test rendered in a hook of its own: loaded here, that hook runs
  // before the console guard's, so what an unmount logs is checked with its test.
  const testingLibrary = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  // findBy... and waitFor wait up to 5 s (Testing Library's default is 1 s): on a machine of two busy
  // cores a screen's lazy parts and deferred renders took longer than 1 s, and the owner screens'
  // suites failed there while passing on a quiet one. A suite may still set its own.
  testingLibrary.configure({ asyncUtilTimeout: 5000 });
}

installConsoleGuard();
