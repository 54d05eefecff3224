import { useCallback, useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '@/config/dealer';

export interface Position {
  latitude: number;
  longitude: number;
}

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; position: Position }
  /** denied: the owner (or the browser's settings) said no; unavailable: no position could be found. */
  | { status: 'failed'; reason: 'denied' | 'unavailable' | 'unsupported' };

/** The browser's position, asked for only when `locate` is called (the owner clicked "near me"). */
export function usePosition(): [PositionState, () => void, () => void] {
  const [state, setState] = useState<PositionState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed', reason: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'found', position: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => setState({ status: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, []);

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return [state, locate, clear];
}
