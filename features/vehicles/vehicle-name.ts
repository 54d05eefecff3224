import type { Vehicle } from '@/api-client/vehicles/vehicles-api';

/** The vehicle's display name: the owner's nickname when given, else the model. */
export function vehicleName(vehicle: Pick<Vehicle, 'nickname' | 'model'>): string {
  return vehicle.nickname || vehicle.model;
}
