import { useCallback } from 'react';
import { RETURN_PARAM, safeReturnPath } from '@/lib/routing/return-path';
import { usePageQuery, type PageQuery } from '@/lib/routing/use-page-query';
import { useSite } from '@/lib/site-context';

/**
 * The page's return address (`?next=`, docs/product.md#deep-links) when it is a path of this site
 * the owner may be sent to (lib/routing/return-path.ts); undefined otherwise, and while the static
 * page has not read its query.
 */
export function useReturnPath(): string | undefined {
  const { site } = useSite();
  const parse = useCallback((query: PageQuery) => safeReturnPath(query[RETURN_PARAM], site), [site]);
  return usePageQuery(parse) ?? undefined;
}
