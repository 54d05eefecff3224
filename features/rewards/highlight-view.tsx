import { HIGHLIGHT_AUDIT_SOURCE } from '@/config/api';
import { useAuditHighlight } from '@/api-client/publications/publications-hooks';

/**
 * Records that a highlighted reward was seen (type view) or opened (type click): once while it
 * stays on screen, whatever re-renders; forgetting the result when it goes (gcTime 0) makes the
 * next visit a new view.
 */
export function HighlightView({ highlightId, type }: { highlightId: string; type: 'view' | 'click' }) {
  useAuditHighlight({ highlightId, source: HIGHLIGHT_AUDIT_SOURCE, type }, { gcTime: 0 });
  return null;
}
