import { useEffect } from 'react';
import type { CountHintKey } from '@/config/boot';
import { createTokenStore } from '@/lib/auth/token-store';

/**
 * How many items a list of the owner's had the last time it was shown in this browser: the number
 * of outlines to draw while it loads, so what is below keeps its place (CLS 0). Only a count, per
 * site, in localStorage; `fallback` when nothing is known or storage is unavailable. Written only
 * while signed in, and removed with the session (every key is named in config/boot.ts,
 * COUNT_HINT_KEYS, which lib/boot/session-end.ts clears).
 */
export interface CountHint {
  /** localStorage key (the site's id is appended). */
  key: CountHintKey;
  fallback: number;
  min: number;
  max: number;
}

const clamp = (hint: CountHint, count: number) => Math.min(Math.max(count, hint.min), hint.max);

export function readCountHint(hint: CountHint, siteId: string): number {
  try {
    const stored = window.localStorage.getItem(`${hint.key}:${siteId}`);
    const count = Number(stored);
    return stored !== null && stored !== '' && Number.isInteger(count) ? clamp(hint, count) : hint.fallback;
  } catch {
    return hint.fallback;
  }
}

function storeCountHint(hint: CountHint, siteId: string, count: number): void {
  try {
    // An answer that lands after sign-out must not leave the previous owner's count behind.
    if (!createTokenStore({ session: window.sessionStorage, local: window.localStorage }).hasAuthenticatedMarker()) return;
    window.localStorage.setItem(`${hint.key}:${siteId}`, String(clamp(hint, count)));
  } catch {
    // Private mode or storage full: the outlines fall back to `fallback`.
  }
}

/** Keeps the hint up to date wherever the list is shown; `undefined` while it is not known. */
export function useStoreCountHint(hint: CountHint, siteId: string, count: number | undefined): void {
  useEffect(() => {
    if (count !== undefined) storeCountHint(hint, siteId, count);
  }, [hint, siteId, count]);
}
