import type { ApiClient, ApiClientHooks, ApiTransport, CreateApiClientOptions } from './client';

/**
 * The browser's API client: the same client as `createApiClient`, but axios (about 21 kB gzip)
 * is loaded on the first call instead of with every page. Pages for signed-out owners (login,
 * sign-up, the password pages) call the backend only when a form is sent, so they never wait
 * for it; signed-in pages start loading it as the page starts (`preloadApiClientCode`). See
 * docs/performance.md#lean-app.
 */
/**
 * Starts loading the client's code now (a signed-in page about to make its first calls), so the
 * first call does not wait for it; the load is shared with the clients' own.
 */
export function preloadApiClientCode(): void {
  void import('./client');
}

export function createLazyApiClient({ baseURL, ...initialHooks }: CreateApiClientOptions): ApiClient {
  const hooks: ApiClientHooks = { ...initialHooks };
  let loaded: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;

  // Made with the hooks of the moment it loads; `configure` forwards later changes.
  const load = () =>
    (loading ??= import('./client').then(({ createApiClient }) => (loaded = createApiClient({ baseURL, ...hooks, taskPerCall: true, earlyAnswers: true }))));

  const transport = (kind: 'authenticated' | 'anonymous'): ApiTransport => ({
    request: async (config) => (await load())[kind].request(config),
  });

  return {
    baseURL,
    authenticated: transport('authenticated'),
    anonymous: transport('anonymous'),
    configure(next) {
      Object.assign(hooks, next);
      loaded?.configure(next);
    },
  };
}
