import axios, { AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { takeEarlyCall, type EarlyAnswer } from '@/lib/boot/early-calls';

/** The early answer, or a cancellation as axios's own adapter gives it when the call's signal aborts first. */
function untilAborted(answer: Promise<EarlyAnswer | undefined>, config: InternalAxiosRequestConfig): Promise<EarlyAnswer | undefined> {
  const signal = config.signal as AbortSignal | undefined;
  if (!signal) return answer;
  const canceled = () => new CanceledError(undefined, undefined, config);
  if (signal.aborted) return Promise.reject(canceled());
  return new Promise((resolve, reject) => {
    const abort = () => reject(canceled());
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The browser client's adapter in front of axios's own: a GET whose address and token match a
 * call the page's head sent early (lib/boot/early-calls.ts) is answered by that call, when it
 * succeeded; the body goes through axios's own response handling, as a fetched one would. A
 * failed or refused early call is not used: the request is sent as if there had been none, so
 * its errors (and a 401's sign-out) come the usual way.
 */
export function withEarlyAnswers(inner: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const authorization = config.headers.get('Authorization');
    const early =
      (config.method ?? 'get').toLowerCase() === 'get' && typeof authorization === 'string'
        ? takeEarlyCall(axios.getUri(config), authorization)
        : undefined;
    if (early) {
      const answer = await untilAborted(early, config);
      if (answer && answer.status >= 200 && answer.status < 300) {
        const response: AxiosResponse = {
          data: answer.body,
          status: answer.status,
          statusText: '',
          headers: new AxiosHeaders({ 'content-type': answer.contentType }),
          config,
        };
        return response;
      }
    }
    return inner(config);
  };
}
