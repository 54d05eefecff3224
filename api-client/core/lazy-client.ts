import type { ApiClient, ApiClientHooks, ApiTransport, CreateApiClientOptions } from './client';

/**
 * The browser's API client: the same client as `createApiClient`, but axios (about 21 kB gzip)
 * is loaded on the first call instead of with every page. Pages for signed-out owners (login,
 * sign-up, the password pages) call the backend only when a form is sent, so they never wait
 * for it; signed-in pages start loading it as the page starts (`preloadApiClientCode`). See
 * README, "Performance".
 */
/**
 * Starts loading the client's code now (a signed-in page about to make its first calls), so the
 * first call does not wait for it; the load is shared with the clients' own.
 */
export function preloadApiClientCode(): void {
  void import('./client');
}

/** A task of its own (a message, not a timer: tests may fake timers); at once where there is no MessageChannel. */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export function createLazyApiClient({ baseURL, ...initialHooks }: CreateApiClientOptions): ApiClient {
  const hooks: ApiClientHooks = { ...initialHooks };
  let loaded: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;

  // Made with the hooks of the moment it loads; `configure` forwards later changes.
  const load = () =>
    (loading ??= import('./client').then(({ createApiClient }) => (loaded = createApiClient({ baseURL, ...hooks }))));

  const transport = (kind: 'authenticated' | 'anonymous'): ApiTransport => ({
    request: async (config) => {
      if (loaded) return loaded[kind].request(config);
      const client = await load();
      // A signed-in page's sections ask for their data while the code loads; when it arrives,
      // each waiting call is sent in a task of its own rather than all in the one that loaded
      // it, so the main thread never stays busy long (README, "Performance").
      await nextTask();
      return client[kind].request(config);
    },
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
