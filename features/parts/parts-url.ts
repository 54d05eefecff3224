/**
 * What the vehicles page keeps in its URL for the parts catalogue, beside ?vehicle=<id>
 * (features/vehicles/use-open-vehicle.ts), so a search can be shared and survives a reload:
 *   ?partModels=aur-nova,aur-zenith   models chosen (absent: the owner's own; empty: all models)
 *   &partCategories=brakes,filters    categories chosen (absent or empty: all)
 *   &partSearch=filter                the search text, trimmed (as it is asked for)
 */
export interface PartsFilters {
  /** undefined until the owner chooses: then their own vehicles' models are chosen. */
  modelIds?: string[];
  categoryIds: string[];
  search: string;
}

const PARAMS = { models: 'partModels', categories: 'partCategories', search: 'partSearch' } as const;

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function parsePartsSearch(search: string): PartsFilters {
  const params = new URLSearchParams(search);
  return {
    modelIds: params.has(PARAMS.models) ? list(params.get(PARAMS.models)) : undefined,
    categoryIds: list(params.get(PARAMS.categories)),
    search: params.get(PARAMS.search)?.trim() ?? '',
  };
}

/** The page's query string with the filters written in (other parameters are kept). */
export function withPartsFilters(search: string, filters: PartsFilters): string {
  const params = new URLSearchParams(search);
  if (filters.modelIds) params.set(PARAMS.models, filters.modelIds.join(','));
  else params.delete(PARAMS.models);
  if (filters.categoryIds.length > 0) params.set(PARAMS.categories, filters.categoryIds.join(','));
  else params.delete(PARAMS.categories);
  if (filters.search.trim()) params.set(PARAMS.search, filters.search.trim());
  else params.delete(PARAMS.search);
  const text = params.toString();
  return text ? `?${text}` : '';
}
