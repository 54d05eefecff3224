import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The app's link: next/link, but a page's code and data are fetched when the owner shows the
 * intent to go there (the pointer over the link, a finger on it: Next's pages router prefetches
 * on hover and touch whatever `prefetch` says), not as soon as the link is on screen. Fetched on
 * sight, home alone asked for six pages' data and two routes' scripts while it was still
 * starting: work on the main thread and a phone's data plan spent on pages the owner may never
 * open (docs/performance.md#links-on-intent). Pass `prefetch` to opt back in for one link. Code imports this,
 * not next/link (eslint.config.mjs).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
