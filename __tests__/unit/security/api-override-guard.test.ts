/** @jest-environment node */
import { apiOverrideProblem, isLoopbackOrMockUrl, parseEnv } from '@/config/env';

describe('a production server on a mock API', () => {
  it.each([
    'http://127.0.0.1:4010/{site}',
    'http://localhost:4010/{site}',
    'http://[::1]:4010/{site}',
    'http://api.localhost/{site}',
    'http://0.0.0.0:4010',
    'https://mock.example.com/{site}',
    'https://api-mock.example.com',
    'https://api.example.com/__mock/images',
  ])('knows %s as loopback or mock', (url) => {
    expect(isLoopbackOrMockUrl(url)).toBe(true);
  });

  it.each(['https://api.aurora-bil.dk/owner-portal', 'https://staging-api.volta-ev.se/{site}', 'https://mockingbird-api.example'])(
    'takes %s for a real backend',
    (url) => {
      expect(isLoopbackOrMockUrl(url)).toBe(false);
    },
  );

  it('refuses to start with the override in the environment or baked into the build', () => {
    const mock = 'http://127.0.0.1:4010/{site}';
    expect(apiOverrideProblem({ nodeEnv: 'production', override: mock, builtOverride: '', allowMock: false })).toMatch(
      /loopback or mock backend.*DEV_ONLY_ALLOW_MOCK_API=true/,
    );
    // Started without it, but the pages were generated with it.
    expect(apiOverrideProblem({ nodeEnv: 'production', override: undefined, builtOverride: mock, allowMock: false })).toBeDefined();
  });

  it('lets the demo and test stack (DEV_ONLY_ALLOW_MOCK_API), next dev and a real override start', () => {
    const mock = 'http://127.0.0.1:4010/{site}';
    expect(apiOverrideProblem({ nodeEnv: 'production', override: mock, builtOverride: mock, allowMock: true })).toBeUndefined();
    expect(apiOverrideProblem({ nodeEnv: 'development', override: mock, builtOverride: '', allowMock: false })).toBeUndefined();
    expect(
      apiOverrideProblem({ nodeEnv: 'production', override: 'https://staging-api.volta-ev.se/{site}', builtOverride: undefined, allowMock: false }),
    ).toBeUndefined();
    expect(apiOverrideProblem({ nodeEnv: 'production', override: undefined, builtOverride: '', allowMock: false })).toBeUndefined();
  });

  it('reads the development setting as a strict true/false', () => {
    expect(parseEnv({}).DEV_ONLY_ALLOW_MOCK_API).toBe(false);
    expect(parseEnv({ DEV_ONLY_ALLOW_MOCK_API: 'true' }).DEV_ONLY_ALLOW_MOCK_API).toBe(true);
    expect(() => parseEnv({ DEV_ONLY_ALLOW_MOCK_API: 'yes' })).toThrow(/DEV_ONLY_ALLOW_MOCK_API/);
  });
});
