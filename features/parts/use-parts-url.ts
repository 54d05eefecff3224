import { useCallback, useEffect, useState } from 'react';
import { parsePartsSearch, withPartsFilters, type PartsFilters } from './parts-url';

/**
 * The parts filters in the page's URL (see parts-url.ts): read after mount (a static page has no
 * query on the server), null until then; written with replaceState like the open vehicle, so a
 * filter adds no history entry and the page's other parameters stay.
 */
export function usePartsUrl(): [PartsFilters | null, (next: PartsFilters) => void] {
  const [filters, setFilters] = useState<PartsFilters | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after mount
    setFilters(parsePartsSearch(window.location.search));
  }, []);

  const update = useCallback((next: PartsFilters) => {
    setFilters(next);
    const url = new URL(window.location.href);
    const as = `${url.pathname}${withPartsFilters(url.search, next)}${url.hash}`;
    const state: unknown = window.history.state;
    window.history.replaceState(state && typeof state === 'object' ? { ...state, as } : state, '', as);
  }, []);

  return [filters, update];
}
