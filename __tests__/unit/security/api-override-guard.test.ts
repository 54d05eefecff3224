/** @jest-environment node */
import { blobCredentialProblem, isLoopbackOrMockUrl, localStackProblems, parseEnv } from '@/config/env';

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

  const MOCK = 'http://127.0.0.1:4010/{site}';
  const production = (env: Record<string, string>, builtOverride = '') =>
    localStackProblems({ nodeEnv: 'production', env: parseEnv(env), builtOverride });

  it('refuses to start with the override in the environment or baked into the build, saying what to do', () => {
    expect(production({ API_URL_OVERRIDE: MOCK })).toEqual([expect.stringMatching(/loopback or mock backend.*Unset API_URL_OVERRIDE.*LOCAL_STACK_ONLY=1 is for the local stack only/)]);
    // Started without it, but the pages were generated with it.
    expect(production({}, MOCK)).toEqual([expect.stringMatching(/the build was made with it/)]);
  });

  it('lets the local stack (LOCAL_STACK_ONLY=1), next dev and a real override start', () => {
    expect(production({ API_URL_OVERRIDE: MOCK, LOCAL_STACK_ONLY: '1', ALLOW_LOCAL_HOSTS: 'true', PROXY_COST_MEASUREMENT: '1' }, MOCK)).toEqual([]);
    expect(localStackProblems({ nodeEnv: 'development', env: parseEnv({ API_URL_OVERRIDE: MOCK, ALLOW_LOCAL_HOSTS: 'true' }), builtOverride: '' })).toEqual([]);
    expect(production({ API_URL_OVERRIDE: 'https://staging-api.volta-ev.se/{site}' })).toEqual([]);
    expect(production({})).toEqual([]);
  });

  it('reads the override as a strict 1/0', () => {
    expect(parseEnv({}).LOCAL_STACK_ONLY).toBe(false);
    expect(parseEnv({ LOCAL_STACK_ONLY: '1' }).LOCAL_STACK_ONLY).toBe(true);
    expect(() => parseEnv({ LOCAL_STACK_ONLY: 'yes' })).toThrow(/LOCAL_STACK_ONLY/);
  });
});

describe('development settings in a production server', () => {
  const production = (env: Record<string, string>) => localStackProblems({ nodeEnv: 'production', env: parseEnv(env), builtOverride: '' });

  it('refuses ALLOW_LOCAL_HOSTS, naming it and the override', () => {
    expect(production({ ALLOW_LOCAL_HOSTS: 'true' })).toEqual([
      expect.stringMatching(/^ALLOW_LOCAL_HOSTS=true in a production server .*sites overview and the style guide\. Remove ALLOW_LOCAL_HOSTS .*LOCAL_STACK_ONLY=1/),
    ]);
    expect(production({ ALLOW_LOCAL_HOSTS: 'false' })).toEqual([]);
  });

  it('refuses PROXY_COST_MEASUREMENT, naming it', () => {
    expect(production({ PROXY_COST_MEASUREMENT: '1' })).toEqual([expect.stringMatching(/^PROXY_COST_MEASUREMENT=1 .*Remove PROXY_COST_MEASUREMENT/)]);
    expect(() => parseEnv({ PROXY_COST_MEASUREMENT: 'yes' })).toThrow(/PROXY_COST_MEASUREMENT/);
  });

  it('lists every problem at once', () => {
    expect(production({ ALLOW_LOCAL_HOSTS: 'true', PROXY_COST_MEASUREMENT: '1', API_URL_OVERRIDE: 'http://localhost:4010' })).toHaveLength(3);
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

