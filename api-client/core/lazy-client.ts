import type { ApiClient, ApiTransport, CreateApiClientOptions, MutationListener } from './client';

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

export function createLazyApiClient(options: CreateApiClientOptions): ApiClient {
  // Listeners added before the code has loaded are kept here; the loaded client calls them all.
  const mutationListeners = new Set<MutationListener>();
  let loading: Promise<ApiClient> | undefined;

  const load = () =>
    (loading ??= import('./client').then(({ createApiClient }) => {
      const client = createApiClient({ ...options, taskPerCall: true, earlyAnswers: true });
      client.onMutation((name) => mutationListeners.forEach((listener) => listener(name)));
      return client;
    }));

  const transport = (kind: 'authenticated' | 'anonymous'): ApiTransport => ({
    request: async (config) => (await load())[kind].request(config),
  });

  return {
    baseURL: options.baseURL,
    authenticated: transport('authenticated'),
    anonymous: transport('anonymous'),
    onMutation(listener) {
      mutationListeners.add(listener);
      return () => void mutationListeners.delete(listener);
    },
  };
}
