import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides, VariablesOf } from '../core/query';
import { useApiClient } from '../api-client-provider';
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
  return queryOptions({ queryKey: vehicleKeys.list(), queryFn: () => getVehicles(client) });
}

export function useVehicles(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...vehiclesQueryOptions(client), ...overrides });
}

export function searchVehicleQueryOptions(client: ApiClient, params: VariablesOf<typeof searchVehicle>) {
  return queryOptions({ queryKey: vehicleKeys.search(params), queryFn: () => searchVehicle(client, params) });
}

export function useSearchVehicle(params: VariablesOf<typeof searchVehicle>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...searchVehicleQueryOptions(client, params), ...overrides });
}

export function roadsideAssistanceQueryOptions(client: ApiClient, params: VariablesOf<typeof getRoadsideAssistance>) {
  return queryOptions({
    queryKey: vehicleKeys.roadsideAssistance(params),
    queryFn: () => getRoadsideAssistance(client, params),
  });
}

export function useRoadsideAssistance(params: VariablesOf<typeof getRoadsideAssistance>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...roadsideAssistanceQueryOptions(client, params), ...overrides });
}

export function vehicleHistoryQueryOptions(client: ApiClient, params: VariablesOf<typeof getVehicleHistory>) {
  return queryOptions({ queryKey: vehicleKeys.history(params), queryFn: () => getVehicleHistory(client, params) });
}

export function useVehicleHistory(params: VariablesOf<typeof getVehicleHistory>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...vehicleHistoryQueryOptions(client, params), ...overrides });
}

/** Every vehicle mutation changes the owner's vehicle list and nothing else a query shows. */
function useVehicleMutation<V, R>(fetcher: (client: ApiClient, variables: V) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => fetcher(client, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }),
  });
}

export function useAddVehicle() {
  return useVehicleMutation(addVehicle);
}

export function useUpdateVehicle() {
  return useVehicleMutation(updateVehicle);
}

export function useDeleteVehicle() {
  return useVehicleMutation(deleteVehicle);
}

export function useUpdateVehicleMileage() {
  return useVehicleMutation(updateVehicleMileage);
}

export function useUpdateVehiclePredictedMileage() {
  return useVehicleMutation(updateVehiclePredictedMileage);
}
