/**
 * The next/router every Jest test sees (mocked in __tests__/setup/jest.setup.ts): a page at the
 * root whose navigation calls are recorded. Reset after every test.
 */
export const mockRouter = {
  pathname: '/',
  route: '/',
  asPath: '/',
  query: {} as Record<string, string | string[]>,
  isReady: true,
  push: jest.fn(async () => true),
  replace: jest.fn(async () => true),
  prefetch: jest.fn(async () => undefined),
  back: jest.fn(),
  reload: jest.fn(),
  events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
};

export function resetMockRouter() {
  Object.assign(mockRouter, { pathname: '/', route: '/', asPath: '/', query: {} });
  for (const fn of [mockRouter.push, mockRouter.replace, mockRouter.prefetch, mockRouter.back, mockRouter.reload]) fn.mockClear();
  for (const fn of Object.values(mockRouter.events)) fn.mockClear();
}
