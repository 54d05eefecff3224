import { readFileSync } from 'node:fs';
import '@testing-library/jest-dom';
import { extract, parse } from 'jest-docblock';
import { http, passthrough } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { localAuthRoutes, resetLocalAuthRoutes } from '../utils/local-auth-routes';
import { resetMockRouter } from '../utils/mock-router';

/*
 * The one place that owns, for every Jest suite, the mock backend's lifecycle (msw: an
 * unhandled request is an error), a stand-in for the portal's own /api/auth routes over it
 * (__tests__/utils/local-auth-routes.ts) and the router mock. Suites add handlers with
 * `mockServer.use(...)`; they are dropped after each test, with the browser storages (the
 * mock's data stays: a suite resets it with `mockStore.reset()` where it changes it). A suite that needs another router still mocks next/router itself.
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
