import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import {
  callQueryOptions,
  useCallMutation,
  useCallQuery,
  type DataOf,
  type MutationOptionsOf,
  type QueryOverrides,
  type VariablesOf,
} from '../core/query';
import {
  addVehicle,
  deleteVehicle,
  getRoadsideAssistance,
  getVehicleHistory,
  getVehicles,
  searchVehicle,
  updateVehicle,
  updateVehicleMileage,
  updateVehiclePredictedMileage,
} from './vehicles-api';
import { vehicleKeys } from './vehicles-keys';

export function vehiclesQueryOptions(client: ApiClient) {
  return callQueryOptions(client, vehicleKeys.list(), getVehicles);
}

export function useVehicles<T = DataOf<typeof getVehicles>>(overrides?: QueryOverrides<DataOf<typeof getVehicles>, T>) {
  return useCallQuery(vehiclesQueryOptions, overrides);
}

export function searchVehicleQueryOptions(client: ApiClient, params: VariablesOf<typeof searchVehicle>) {
  return callQueryOptions(client, vehicleKeys.search(params), (c) => searchVehicle(c, params));
}

export function useSearchVehicle<T = DataOf<typeof searchVehicle>>(
  params: VariablesOf<typeof searchVehicle>,
  overrides?: QueryOverrides<DataOf<typeof searchVehicle>, T>,
) {
  return useCallQuery((client) => searchVehicleQueryOptions(client, params), overrides);
}

export function roadsideAssistanceQueryOptions(client: ApiClient, params: VariablesOf<typeof getRoadsideAssistance>) {
  return callQueryOptions(client, vehicleKeys.roadsideAssistance(params), (c) => getRoadsideAssistance(c, params));
}

export function useRoadsideAssistance<T = DataOf<typeof getRoadsideAssistance>>(
  params: VariablesOf<typeof getRoadsideAssistance>,
  overrides?: QueryOverrides<DataOf<typeof getRoadsideAssistance>, T>,
) {
  return useCallQuery((client) => roadsideAssistanceQueryOptions(client, params), overrides);
}

export function vehicleHistoryQueryOptions(client: ApiClient, params: VariablesOf<typeof getVehicleHistory>) {
  return callQueryOptions(client, vehicleKeys.history(params), (c) => getVehicleHistory(c, params));
}

export function useVehicleHistory<T = DataOf<typeof getVehicleHistory>>(
  params: VariablesOf<typeof getVehicleHistory>,
  overrides?: QueryOverrides<DataOf<typeof getVehicleHistory>, T>,
) {
  return useCallQuery((client) => vehicleHistoryQueryOptions(client, params), overrides);
}

/** Every vehicle mutation changes the owner's vehicle list and nothing else a query shows. */
const refetchVehicles = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });

export function useAddVehicle(options?: MutationOptionsOf<typeof addVehicle>) {
  return useCallMutation(addVehicle, refetchVehicles, options);
}

export function useUpdateVehicle(options?: MutationOptionsOf<typeof updateVehicle>) {
  return useCallMutation(updateVehicle, refetchVehicles, options);
}

export function useDeleteVehicle(options?: MutationOptionsOf<typeof deleteVehicle>) {
  return useCallMutation(deleteVehicle, refetchVehicles, options);
}

export function useUpdateVehicleMileage(options?: MutationOptionsOf<typeof updateVehicleMileage>) {
  return useCallMutation(updateVehicleMileage, refetchVehicles, options);
}

export function useUpdateVehiclePredictedMileage(options?: MutationOptionsOf<typeof updateVehiclePredictedMileage>) {
  return useCallMutation(updateVehiclePredictedMileage, refetchVehicles, options);
}
