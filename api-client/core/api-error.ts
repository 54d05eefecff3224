import { onlineManager } from '@tanstack/react-query';
import type { AxiosError } from 'axios';
import type { Schemas } from './types';

export type ApiErrorKind =
  | 'offline'
  | 'network'
  | 'timeout'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'server'
  | 'unknown';

/**
 * Every failed backend call rejects with this, so screens handle one error type. `message` keeps
 * axios's wording ("Request failed with status code 404"): the session reads the status from its
 * last three characters. Show the translation key's text, never `problem.detail` or `message`.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** `errors.<kind>` in the common namespace. */
  readonly translationKey: string;

  constructor(
    message: string,
    /** 0 when no answer arrived. */
    readonly status: number,
    readonly requestName: string,
    /** The problem+json body, when the backend sent one. */
    readonly problem: Schemas['Problem'] | undefined,
    options?: { cause?: unknown; timedOut?: boolean; offline?: boolean },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'ApiError';
    // A call that ran out of time (REQUEST_TIMEOUT_MS) got no answer: status 0, kind 'timeout'. A
    // change refused because the browser is offline was never sent: status 0, kind 'offline'.
    this.kind = options?.offline ? 'offline' : options?.timedOut ? 'timeout' : kindOf(status);
    this.translationKey = `errors.${this.kind}`;
  }
}

function kindOf(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'server';
  return 'unknown';
}

function isProblem(value: unknown): value is Schemas['Problem'] {
  return typeof value === 'object' && value !== null && 'status' in value && 'title' in value;
}

/**
 * axios's own isAxiosError, written out so that this module (which every screen reaches through
 * ApiError) does not pull axios into the pages' first load: the transport loads on first use.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function toApiError(error: unknown, requestName: string): unknown {
  if (!isAxiosError(error)) return error;
  const data: unknown = error.response?.data;
  const timedOut = !error.response && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
  return new ApiError(error.message, error.response?.status ?? 0, requestName, isProblem(data) ? data : undefined, {
    cause: error,
    timedOut,
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A change refused before it was sent, because the browser is offline (useCallMutation). */
export function offlineError(requestName: string): ApiError {
  return new ApiError('Not sent: the browser is offline', 0, requestName, undefined, { offline: true });
}

/**
 * The translation key a screen tells a failed change by: for a change refused offline, or one
 * that failed while the browser is offline (sign-in and the password change go through the
 * portal's own session routes, lib/auth/session-routes.ts, whose fetch the browser fails at once),
 * the same sentence on every screen (common:errors.offline: nothing was sent, what was typed is
 * kept); otherwise the screen's own key.
 */
export function failureKey(error: unknown, screenKey: string): string {
  const offline = (isApiError(error) && error.kind === 'offline') || !onlineManager.isOnline();
  return offline ? 'common:errors.offline' : screenKey;
}
