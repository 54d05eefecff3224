import type { ApiClient } from './client';
import { buildPath } from './required-params';
import type { ApiPath, HttpMethod, MethodsAt, ResponseBody } from './types';

export interface Call<P extends ApiPath, M extends HttpMethod> {
  /** The contract's operationId: named in required-parameter errors. */
  operation: string;
  method: M;
  path: P;
  pathParams?: Readonly<Record<string, string | number | null | undefined>>;
  query?: object;
  body?: unknown;
  /** Use the client without token and auth-error hook (identity calls made without a session). */
  anonymous?: boolean;
}

/**
 * Sends one call of the contract and resolves with the whole answer, whatever its status when
 * `anyStatus` is set. The path must be a path of api-client/openapi.yaml with that method
 * (checked by the compiler). Required path parameters are checked before anything is sent.
 */
export async function sendForResponse<P extends ApiPath, M extends MethodsAt<P>>(
  client: ApiClient,
  call: Call<P, M>,
  { anyStatus = false }: { anyStatus?: boolean } = {},
): Promise<{ status: number; data: ResponseBody<P, M> }> {
  const url = buildPath(call.path, call.pathParams, call.operation);
  const instance = call.anonymous ? client.anonymous : client.authenticated;
  const response = await instance.request<ResponseBody<P, M>>({
    method: call.method,
    url,
    params: call.query,
    data: call.body,
    signal: client.signal,
    ...(anyStatus ? { validateStatus: () => true } : {}),
  });
  return { status: response.status, data: response.data };
}

/** Sends one call of the contract and resolves with the typed body of its success answer. */
export async function send<P extends ApiPath, M extends MethodsAt<P>>(
  client: ApiClient,
  call: Call<P, M>,
): Promise<ResponseBody<P, M>> {
  return (await sendForResponse(client, call)).data;
}
