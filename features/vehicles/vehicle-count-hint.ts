import { useEffect } from 'react';

/**
 * How many cars the owner had the last time their list was shown in this browser: the number of
 * card outlines to draw while the list loads, so the sections below keep their place (CLS 0).
 * Only a count, per site, in localStorage; 1 when nothing is known or storage is unavailable.
 */
const KEY = 'vehicle-count-hint';
const MAX_OUTLINES = 4;

export function readVehicleCountHint(siteId: string): number {
  try {
    const stored = Number(window.localStorage.getItem(`${KEY}:${siteId}`));
    return Number.isInteger(stored) && stored >= 1 ? Math.min(stored, MAX_OUTLINES) : 1;
  } catch {
    return 1;
  }
}

function storeVehicleCountHint(siteId: string, count: number): void {
  try {
    window.localStorage.setItem(`${KEY}:${siteId}`, String(Math.max(count, 1)));
  } catch {
    // Private mode or storage full: the outline falls back to one card.
  }
}

/** Keeps the hint up to date wherever the owner's list of cars is shown (home and the vehicles page). */
export function useStoreVehicleCountHint(siteId: string, count: number | undefined): void {
  useEffect(() => {
    if (count !== undefined) storeVehicleCountHint(siteId, count);
  }, [siteId, count]);
}
