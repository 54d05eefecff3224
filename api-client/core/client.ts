import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { AUTH_ERROR_STATUSES, type AuthErrorStatus } from '@/config/api';
import { REQUEST_TIMEOUT_MS } from '@/config/auth';
import { ApiError, toApiError } from './api-error';
import { PARAMS_SERIALIZER } from './call-url';
import { withEarlyAnswers } from './early-answers';
import { requestName } from './request-name';

/**
 * Where the auth work plugs into the client, given when it is made (features/auth/auth-provider.tsx
 * makes the session first, then the client from it). Both are optional: a client without them
 * sends no token and ignores 401/403 (tests, the server's calls).
 */
export interface ApiClientHooks {
  /**
   * The current access token, or undefined when there is none. Called before every request of
   * the authenticated client; refreshing an expired token is the provider's job (docs/product.md#auth-and-session), so a
   * slow refresh simply delays the request. When it rejects (the refresh failed for an outage,
   * not a refusal) the request is not sent and fails with an ApiError of the rejection's
   * `status` (0 when it has none) and `timedOut`, so screens show an error with retry.
   */
  getAccessToken?: () => Promise<string | undefined>;
  /**
   * A 401 or 403 answer on the authenticated client (docs/product.md#auth-and-session): the auth layer logs out, clears
   * the session and invalidates cached queries. The status is read from the last three
   * characters of the error message. The failed request still rejects.
   */
  onAuthError?: (status: AuthErrorStatus) => void;
}

/** Told of every non-GET request, with its request name (docs/product.md#constants): the analytics event. */
export type MutationListener = (requestName: string) => void;

export interface CreateApiClientOptions extends ApiClientHooks {
  /** The site's apiUrl (in dev, demo and tests it points at the mock backend). */
  baseURL: string;
  /** Headers sent with every request (server-side callers; see localMockHeaders). */
  headers?: Record<string, string>;
  /** How long a call may take before it fails as a timeout; REQUEST_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
  /**
   * Each call is prepared and sent in a task of its own (the browser's client): a signed-in page's
   * sections ask for their data together, and a burst of calls (the ones that waited for this
   * code to load, or a group refetched at once) would otherwise run their interceptors, token
   * lookup and XHR set-up in one long task (docs/performance.md#task-per-call).
   */
  taskPerCall?: boolean;
  /**
   * Take the answers of the calls the page's head sent early (lib/boot/early-calls.ts) for the first
   * calls of the same addresses: the browser's client.
   */
  earlyAnswers?: boolean;
}

/** What the calls need of an axios instance (send.ts): one request. */
export interface ApiTransport {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

/**
 * The two ways of calling the backend. `createApiClient` gives axios instances; the browser uses
 * `createLazyApiClient` (lazy-client.ts), whose transports load axios on the first call.
 */
export interface ApiClient<Transport extends ApiTransport = ApiTransport> {
  readonly baseURL: string;
  /** Attaches the bearer token when there is one; 401/403 answers call onAuthError. */
  readonly authenticated: Transport;
  /**
   * For the identity calls made without a session (sign-in, refresh, sign-up, password reset,
   * revoke): no token is asked for, so a refresh never waits on itself, and a 401 (wrong
   * password, used refresh token) is the caller's to handle, not a logout.
   */
  readonly anonymous: Transport;
  /**
   * Calls `listener` for every non-GET request from now on, until the returned function is called
   * (analytics counts mutations while it runs: components/shell/analytics.tsx). A listener that
   * throws does not change the call.
   */
  onMutation(listener: MutationListener): () => void;
  /** Cancels every call made through this client (see withSignal). */
  readonly signal?: AbortSignal;
}

/** The status at the end of an error message ("Request failed with status code 401"). */
export function statusFromErrorMessage(message: string): number | undefined {
  const status = Number(message.slice(-3));
  return Number.isInteger(status) && status >= 100 && status <= 599 ? status : undefined;
}

function isAuthErrorStatus(status: number | undefined): status is AuthErrorStatus {
  return (AUTH_ERROR_STATUSES as readonly number[]).includes(status ?? 0);
}

function nameOf(config: InternalAxiosRequestConfig | undefined): string {
  return requestName(config?.method ?? 'get', config?.url ?? '');
}

/** A failing analytics or auth hook must not change the outcome of the call itself. */
function runHook(hook: () => void) {
  try {
    hook();
  } catch {
    // Deliberately ignored: see above.
  }
}

/**
 * Axios's own adapter with a timeout made of setTimeout and an abort signal (rather than the
 * XHR's native timeout), so fake clocks in unit and end-to-end tests can run it out. A call that
 * runs out fails like axios's timeout (ECONNABORTED): an ApiError of kind 'timeout'.
 */
function withTimeout(timeoutMs: number, adapter: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const controller = new AbortController();
    const outer = config.signal as AbortSignal | undefined;
    const forward = () => controller.abort();
    if (outer?.aborted) controller.abort();
    outer?.addEventListener?.('abort', forward);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      return await adapter({ ...config, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new AxiosError(`timeout of ${timeoutMs}ms exceeded`, AxiosError.ECONNABORTED, config);
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener?.('abort', forward);
    }
  };
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

/** A rejection of getAccessToken as the request's error: the session's status, or 0 (no answer). */
function sessionFailure(error: unknown, name: string): ApiError {
  const detail = (error ?? {}) as { status?: unknown; timedOut?: unknown };
  const status = typeof detail.status === 'number' ? detail.status : 0;
  return new ApiError('The session could not be renewed', status, name, undefined, { cause: error, timedOut: detail.timedOut === true });
}

/** One client per site: in the browser one instance through ApiClientProvider, on the server one per call. */
export function createApiClient({
  baseURL,
  headers,
  timeoutMs = REQUEST_TIMEOUT_MS,
  taskPerCall = false,
  earlyAnswers = false,
  getAccessToken,
  onAuthError,
}: CreateApiClientOptions): ApiClient<AxiosInstance> {
  const mutationListeners = new Set<MutationListener>();
  const network = axios.getAdapter(axios.defaults.adapter);

  function createInstance(kind: 'authenticated' | 'anonymous'): AxiosInstance {
    const instance = axios.create({
      baseURL,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      paramsSerializer: PARAMS_SERIALIZER,
      adapter: withTimeout(timeoutMs, earlyAnswers ? withEarlyAnswers(network) : network),
    });

    instance.interceptors.request.use(async (config) => {
      if (taskPerCall) await nextTask();
      if (kind === 'authenticated' && getAccessToken) {
        let token: string | undefined;
        try {
          token = await getAccessToken();
        } catch (error) {
          throw sessionFailure(error, nameOf(config));
        }
        if (token) config.headers.set('Authorization', `Bearer ${token}`);
      }
      if ((config.method ?? 'get').toLowerCase() !== 'get') {
        const name = nameOf(config);
        for (const listener of mutationListeners) runHook(() => listener(name));
      }
      return config;
    });

    instance.interceptors.response.use(undefined, (error: unknown) => {
      const config = axios.isAxiosError(error) ? error.config : undefined;
      if (kind === 'authenticated' && axios.isAxiosError(error) && error.response) {
        const status = statusFromErrorMessage(error.message);
        if (isAuthErrorStatus(status)) runHook(() => onAuthError?.(status));
      }
      return Promise.reject(toApiError(error, nameOf(config)));
    });

    return instance;
  }

  return {
    baseURL,
    authenticated: createInstance('authenticated'),
    anonymous: createInstance('anonymous'),
    onMutation(listener) {
      mutationListeners.add(listener);
      return () => void mutationListeners.delete(listener);
    },
  };
}
