import axios, {
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { AUTH_ERROR_STATUSES, type AuthErrorStatus } from '@/config/api';
import { toApiError } from './api-error';
import { requestName } from './request-name';

/**
 * Where the auth and analytics work plugs into the client. Every hook is optional and can be
 * replaced later with `client.configure(...)` (for example once the token store is ready).
 */
export interface ApiClientHooks {
  /**
   * The current access token, or undefined when there is none. Called before every request of
   * the authenticated client; refreshing an expired token is the provider's job (spec §4), so a
   * slow refresh simply delays the request.
   */
  getAccessToken?: () => Promise<string | undefined>;
  /**
   * A 401 or 403 answer on the authenticated client (spec §8): the auth layer logs out, clears
   * the session and invalidates cached queries. The status is read from the last three
   * characters of the error message. The failed request still rejects.
   */
  onAuthError?: (status: AuthErrorStatus) => void;
  /** Every non-GET request, with its request name (spec §7, §9): the analytics event. */
  onMutation?: (requestName: string) => void;
}

export interface CreateApiClientOptions extends ApiClientHooks {
  /** The site's apiUrl (in dev, demo and tests it points at the mock backend). */
  baseURL: string;
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
  configure(hooks: ApiClientHooks): void;
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

/** One client per site: in the browser one instance through ApiClientProvider, on the server one per call. */
export function createApiClient({ baseURL, ...initialHooks }: CreateApiClientOptions): ApiClient<AxiosInstance> {
  const hooks: ApiClientHooks = { ...initialHooks };

  function createInstance(kind: 'authenticated' | 'anonymous'): AxiosInstance {
    const instance = axios.create({
      baseURL,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      // Lists repeat the key (ModelIds=a&ModelIds=b), as the contract's explode: true says.
      paramsSerializer: { indexes: null },
    });

    instance.interceptors.request.use(async (config) => {
      if (kind === 'authenticated' && hooks.getAccessToken) {
        const token = await hooks.getAccessToken();
        if (token) config.headers.set('Authorization', `Bearer ${token}`);
      }
      if ((config.method ?? 'get').toLowerCase() !== 'get') {
        const name = nameOf(config);
        runHook(() => hooks.onMutation?.(name));
      }
      return config;
    });

    instance.interceptors.response.use(undefined, (error: unknown) => {
      const config = axios.isAxiosError(error) ? error.config : undefined;
      if (kind === 'authenticated' && axios.isAxiosError(error) && error.response) {
        const status = statusFromErrorMessage(error.message);
        if (isAuthErrorStatus(status)) runHook(() => hooks.onAuthError?.(status));
      }
      return Promise.reject(toApiError(error, nameOf(config)));
    });

    return instance;
  }

  return {
    baseURL,
    authenticated: createInstance('authenticated'),
    anonymous: createInstance('anonymous'),
    configure(next) {
      Object.assign(hooks, next);
    },
  };
}
