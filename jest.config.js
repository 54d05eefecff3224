// @ts-check
const nextJest = require('next/jest.js').default ?? require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // jsdom without Node's fetch globals breaks msw 2; jest-fixed-jsdom keeps them.
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  // Only unit and integration suites; Playwright specs (__tests__/e2e) run in `npm run test:e2e`.
  testMatch: ['<rootDir>/__tests__/{unit,integration}/**/*.test.{ts,tsx}'],
  testTimeout: 20000,
  // Two workers: Jest's default on a 2-core machine is one (cores - 1), which left a core idle and
  // took about 195 s for the suites; two take about 110 s there.
  maxWorkers: 2,
};

// next/jest only appends to transformIgnorePatterns; msw's and react-ga4's ESM-only
// dependencies must be transformed, so the list is replaced after next/jest builds it.
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      '/node_modules/(?!(rettime|@open-draft/deferred-promise|until-async|react-ga4)/)',
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
};
