import type { PathParams, QueryParams } from '../core/types';

export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  list: () => [...vehicleKeys.lists(), 'mine'] as const,
  search: (params: PathParams<'/api/profile/vehicle-search/{searchValue}', 'get'> & QueryParams<'/api/profile/vehicle-search/{searchValue}', 'get'>) =>
    [...vehicleKeys.all, 'search', params] as const,
  roadsideAssistance: (
    params: PathParams<'/api/profile/roadside-assistance/market/{marketId}/brand/{brandId}', 'get'> &
      QueryParams<'/api/profile/roadside-assistance/market/{marketId}/brand/{brandId}', 'get'>,
  ) => [...vehicleKeys.all, 'roadside-assistance', params] as const,
  history: (params: PathParams<'/api/vehicle-history/{value}', 'get'> & QueryParams<'/api/vehicle-history/{value}', 'get'>) =>
    [...vehicleKeys.all, 'history', params] as const,
};
