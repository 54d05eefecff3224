import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { PathParams, QueryParams, RequestBody, Schemas } from '../core/types';

export type Vehicle = Schemas['Vehicle'];
export type VehicleSearchResult = Schemas['VehicleSearchResult'];

type VehiclePath = PathParams<'/api/profile/vehicles/{vehicleId}', 'put'>;

export function getVehicles(client: ApiClient) {
  return send(client, { operation: 'getVehicles', method: 'get', path: '/api/profile/vehicles' });
}

export function searchVehicle(
  client: ApiClient,
  { searchValue, ...query }: PathParams<'/api/profile/vehicle-search/{searchValue}', 'get'> &
    QueryParams<'/api/profile/vehicle-search/{searchValue}', 'get'>,
) {
  return send(client, {
    operation: 'searchVehicle',
    method: 'get',
    path: '/api/profile/vehicle-search/{searchValue}',
    pathParams: { searchValue },
    query,
  });
}

export function addVehicle(
  client: ApiClient,
  { vehicleId, ...query }: VehiclePath & QueryParams<'/api/profile/vehicles/{vehicleId}', 'post'>,
) {
  return send(client, {
    operation: 'addVehicle',
    method: 'post',
    path: '/api/profile/vehicles/{vehicleId}',
    pathParams: { vehicleId },
    query,
  });
}

export function updateVehicle(
  client: ApiClient,
  { vehicleId, body }: VehiclePath & { body: RequestBody<'/api/profile/vehicles/{vehicleId}', 'put'> },
) {
  return send(client, {
    operation: 'updateVehicle',
    method: 'put',
    path: '/api/profile/vehicles/{vehicleId}',
    pathParams: { vehicleId },
    body,
  });
}

export function deleteVehicle(client: ApiClient, { vehicleId }: VehiclePath) {
  return send(client, {
    operation: 'deleteVehicle',
    method: 'delete',
    path: '/api/profile/vehicles/{vehicleId}',
    pathParams: { vehicleId },
  });
}

export function updateVehicleMileage(
  client: ApiClient,
  { vehicleId, ...query }: VehiclePath & QueryParams<'/api/profile/vehicles/{vehicleId}/mileage', 'put'>,
) {
  return send(client, {
    operation: 'updateVehicleMileage',
    method: 'put',
    path: '/api/profile/vehicles/{vehicleId}/mileage',
    pathParams: { vehicleId },
    query,
  });
}

export function updateVehiclePredictedMileage(
  client: ApiClient,
  { vehicleId, ...query }: VehiclePath & QueryParams<'/api/profile/vehicles/{vehicleId}/predicted-mileage', 'put'>,
) {
  return send(client, {
    operation: 'updateVehiclePredictedMileage',
    method: 'put',
    path: '/api/profile/vehicles/{vehicleId}/predicted-mileage',
    pathParams: { vehicleId },
    query,
  });
}

export function getRoadsideAssistance(
  client: ApiClient,
  {
    marketId,
    brandId,
    ...query
  }: PathParams<'/api/profile/roadside-assistance/market/{marketId}/brand/{brandId}', 'get'> &
    QueryParams<'/api/profile/roadside-assistance/market/{marketId}/brand/{brandId}', 'get'>,
) {
  return send(client, {
    operation: 'getRoadsideAssistance',
    method: 'get',
    path: '/api/profile/roadside-assistance/market/{marketId}/brand/{brandId}',
    pathParams: { marketId, brandId },
    query,
  });
}

export function getVehicleHistory(
  client: ApiClient,
  { value, ...query }: PathParams<'/api/vehicle-history/{value}', 'get'> & QueryParams<'/api/vehicle-history/{value}', 'get'>,
) {
  return send(client, {
    operation: 'getVehicleHistory',
    method: 'get',
    path: '/api/vehicle-history/{value}',
    pathParams: { value },
    query,
  });
}
