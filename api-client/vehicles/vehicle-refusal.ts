import type { VehicleSearchResult } from './vehicles-api';

/**
 * Why the backend refuses to attach a car that vehicle-search found to an owner of this site's
 * brand (POST vehicles/{vehicleId}, or a sign-up that names it): another brand's car (the national
 * register knows every brand's), or one registered to another owner. Undefined: it may be added.
 */
export function vehicleRefusal(vehicle: Pick<VehicleSearchResult, 'brandId' | 'hasOwner'>, brandId: string): 'otherBrand' | 'hasOwner' | undefined {
  if (vehicle.brandId.toUpperCase() !== brandId.toUpperCase()) return 'otherBrand';
  if (vehicle.hasOwner) return 'hasOwner';
  return undefined;
}
