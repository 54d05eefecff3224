/**
 * The host a request was made to, as the one rule the proxy (proxy.ts) and the auth routes
 * (lib/auth/auth-route.ts) both resolve the site by: the `Host` header. `X-Forwarded-Host` counts
 * only when the deployment says a proxy of its own sets it (FORWARDED_HOST_TRUSTED, config/env.ts):
 * any client can send one, and a route that believed it would act for another site (revoke one
 * site's token at another site's backend, sign a cookie for a host it was not asked on).
 *
 * Behind a trusted proxy the last value counts: a proxy that appends to the header puts its own
 * last, and one that sets it leaves only its own.
 */
export function requestHost(header: (name: 'host' | 'x-forwarded-host') => string | null | undefined, forwardedHostTrusted: boolean): string | undefined {
  if (forwardedHostTrusted) {
    const forwarded = header('x-forwarded-host')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  return header('host')?.trim() || undefined;
}
