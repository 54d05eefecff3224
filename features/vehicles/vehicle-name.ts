import type { Vehicle } from '@/api-client/vehicles/vehicles-api';

/** The vehicle's display name: the owner's nickname when given, else the model. */
export function vehicleName(vehicle: Pick<Vehicle, 'nickname' | 'model'>): string {
  return vehicle.nickname || vehicle.model;
}

/**
 * The make and model as one name ("Aurora Zenith"), without the make twice when the backend's
 * model name already starts with it ("Volta One", not "Volta Volta One").
 */
export function makeAndModel(vehicle: Pick<Vehicle, 'brand' | 'model'>): string {
  const { brand, model } = vehicle;
  return model.toLocaleLowerCase().startsWith(`${brand.toLocaleLowerCase()} `) ? model : `${brand} ${model}`;
}
