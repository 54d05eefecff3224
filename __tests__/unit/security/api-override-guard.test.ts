/** @jest-environment node */
import { apiOverrideProblem, blobCredentialProblem, isLoopbackOrMockUrl, parseEnv } from '@/config/env';

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

describe('the translation store credential of a production server', () => {
  const accountKey = 'DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=c2VjcmV0;EndpointSuffix=core.windows.net';
  const sasConnection = 'BlobEndpoint=https://acct.blob.core.windows.net/;SharedAccessSignature=sv=2024-11-04&sp=rl&sig=abc';

  it('refuses the account key in a production server, naming the read-only alternative', () => {
    expect(blobCredentialProblem({ nodeEnv: 'production', connectionString: accountKey, sasUrl: undefined })).toMatch(/TRANSLATIONS_BLOB_SAS_URL/);
    // Even beside a SAS URL: the key should not be in the server's environment at all.
    expect(blobCredentialProblem({ nodeEnv: 'production', connectionString: accountKey, sasUrl: 'https://acct.blob.core.windows.net/translations?sp=rl&sig=x' })).toBeDefined();
  });

  it('lets a SAS connection string, a SAS URL alone, development and the upload script through', () => {
    expect(blobCredentialProblem({ nodeEnv: 'production', connectionString: sasConnection, sasUrl: undefined })).toBeUndefined();
    expect(blobCredentialProblem({ nodeEnv: 'production', connectionString: undefined, sasUrl: 'https://acct.blob.core.windows.net/translations?sp=rl&sig=x' })).toBeUndefined();
    expect(blobCredentialProblem({ nodeEnv: 'development', connectionString: accountKey, sasUrl: undefined })).toBeUndefined();
  });

  it('accepts only a container URL that carries a SAS signature', () => {
    expect(parseEnv({ TRANSLATIONS_BLOB_SAS_URL: 'https://acct.blob.core.windows.net/translations?sv=1&sp=rl&sig=abc' }).TRANSLATIONS_BLOB_SAS_URL).toContain('sig=abc');
    expect(() => parseEnv({ TRANSLATIONS_BLOB_SAS_URL: 'https://acct.blob.core.windows.net/translations' })).toThrow(/TRANSLATIONS_BLOB_SAS_URL/);
  });
});

