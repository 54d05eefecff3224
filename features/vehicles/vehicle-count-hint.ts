import { COUNT_HINT_KEYS } from '@/config/boot';
import { readCountHint, useStoreCountHint, type CountHint } from '@/lib/boot/count-hint';

/**
 * How many cars the owner had the last time their list was shown in this browser (home and the
 * vehicles page): the number of card outlines to draw while the list loads, from 1 to 4.
 */
const VEHICLE_COUNT_HINT: CountHint = { key: COUNT_HINT_KEYS.vehicles, fallback: 1, min: 1, max: 4 };

export function readVehicleCountHint(siteId: string): number {
  return readCountHint(VEHICLE_COUNT_HINT, siteId);
}

export function useStoreVehicleCountHint(siteId: string, count: number | undefined): void {
  useStoreCountHint(VEHICLE_COUNT_HINT, siteId, count);
}
