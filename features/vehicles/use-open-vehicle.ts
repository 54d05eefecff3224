import { useCallback, useEffect, useState } from 'react';
import { OPEN_VEHICLE_PARAM } from '@/config/vehicles';

/**
 * Which vehicle is open, kept in the page's URL (?vehicle=<id>) so a link from home opens it and a
 * reload keeps it. Read after mount (static pages have no query on the server) and written with
 * replaceState, keeping Next's own history state, so opening a vehicle adds no history entry.
 */
export function useOpenVehicle(): [string | null, (vehicleId: string | null) => void] {
  const [open, setOpenState] = useState<string | null>(null);

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get(OPEN_VEHICLE_PARAM);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after mount
    if (fromUrl) setOpenState(fromUrl);
  }, []);

  const setOpen = useCallback((vehicleId: string | null) => {
    setOpenState(vehicleId);
    const url = new URL(window.location.href);
    if (vehicleId) url.searchParams.set(OPEN_VEHICLE_PARAM, vehicleId);
    else url.searchParams.delete(OPEN_VEHICLE_PARAM);
    const as = `${url.pathname}${url.search}${url.hash}`;
    const state: unknown = window.history.state;
    window.history.replaceState(state && typeof state === 'object' ? { ...state, as } : state, '', as);
  }, []);

  return [open, setOpen];
}
