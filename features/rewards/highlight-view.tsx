import { useEffect, useRef } from 'react';
import { HIGHLIGHT_AUDIT_SOURCE } from '@/config/api';
import { useApiClient } from '@/api-client/api-client-provider';
import { useAfterPageCalls } from '@/api-client/core/after-page-calls';
import { auditHighlight } from '@/api-client/publications/publications-api';

/**
 * Records that a highlighted reward was seen (type view) or opened (type click): once each time it
 * comes on screen. Not a query: a refetch or an invalidation of the cache must not count as
 * another view. The ref survives re-renders and React's strict-mode double effects; a failed
 * record is not the owner's concern and shows nothing.
 */
export function HighlightView({ highlightId, type }: { highlightId: string; type: 'view' | 'click' }) {
  const client = useApiClient();
  const recorded = useRef<string | null>(null);
  // Recorded once the page's own calls are answered: the owner does not wait for a record.
  const afterPageCalls = useAfterPageCalls();
  useEffect(() => {
    if (!afterPageCalls) return;
    const key = `${highlightId}:${type}`;
    if (recorded.current === key) return;
    recorded.current = key;
    auditHighlight(client, { highlightId, source: HIGHLIGHT_AUDIT_SOURCE, type }).catch(() => undefined);
  }, [afterPageCalls, client, highlightId, type]);
  return null;
}
