import { badRequest } from './problem';

/** Reading query parameters the way the backend would: wrong values are a 400, never a guess. */

export function queryString(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value === null || value === '' ? undefined : value;
}

export function requiredQueryString(url: URL, name: string): string {
  const value = queryString(url, name);
  if (value === undefined) throw badRequest(`The query parameter ${name} is required.`, { [name]: ['Required'] });
  return value;
}

export function queryInteger(url: URL, name: string, { min, max }: { min: number; max: number }): number | undefined {
  const raw = queryString(url, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`The query parameter ${name} must be a whole number from ${min} to ${max}.`, {
      [name]: [`Expected ${min}..${max}`],
    });
  }
  return value;
}

export function queryNumber(url: URL, name: string, { min, max }: { min: number; max: number }): number | undefined {
  const raw = queryString(url, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw badRequest(`The query parameter ${name} must be a number from ${min} to ${max}.`, { [name]: ['Out of range'] });
  }
  return value;
}

export function queryBoolean(url: URL, name: string): boolean | undefined {
  const raw = queryString(url, name);
  if (raw === undefined) return undefined;
  if (raw !== 'true' && raw !== 'false') throw badRequest(`The query parameter ${name} must be true or false.`);
  return raw === 'true';
}

/** An ISO 8601 date or date-time (docs/product.md#errors). */
export function queryDate(url: URL, name: string): Date | undefined {
  const raw = queryString(url, name);
  if (raw === undefined) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(date.getTime())) {
    throw badRequest(`The query parameter ${name} must be an ISO 8601 date.`, { [name]: ['Expected ISO 8601'] });
  }
  return date;
}

export function queryList(url: URL, name: string): string[] {
  return url.searchParams.getAll(name).flatMap((value) => value.split(',')).filter(Boolean);
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Page and PageSize (or the news call's page and pageSize). */
export function pageRequest(url: URL, names: { page: string; pageSize: string } = { page: 'Page', pageSize: 'PageSize' }): PageRequest {
  return {
    page: queryInteger(url, names.page, { min: 1, max: 10_000 }) ?? 1,
    pageSize: queryInteger(url, names.pageSize, { min: 1, max: 100 }) ?? 10,
  };
}

export function paginate<T>(items: readonly T[], { page, pageSize }: PageRequest) {
  const start = (page - 1) * pageSize;
  return {
    data: items.slice(start, start + pageSize),
    pagination: { page, pageSize, hasNext: start + pageSize < items.length, totalCount: items.length },
  };
}

/** SortBy among the allowed fields and OrderBy asc or desc; `fallback` when SortBy is absent. */
export function sortItems<T>(
  url: URL,
  items: readonly T[],
  fields: Record<string, (item: T) => string | number>,
  fallback: { field: string; order: 'asc' | 'desc' },
): T[] {
  const sortBy = queryString(url, 'SortBy');
  const orderBy = queryString(url, 'OrderBy');
  if (orderBy !== undefined && orderBy !== 'asc' && orderBy !== 'desc') {
    throw badRequest('The query parameter OrderBy must be asc or desc.', { OrderBy: ['Expected asc or desc'] });
  }
  const fieldName = sortBy ?? fallback.field;
  const key = Object.entries(fields).find(([name]) => name.toLowerCase() === fieldName.toLowerCase())?.[1];
  if (!key) {
    throw badRequest(`The query parameter SortBy must be one of ${Object.keys(fields).join(', ')}.`, {
      SortBy: ['Unknown field'],
    });
  }
  const direction = (orderBy ?? (sortBy ? 'asc' : fallback.order)) === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
}
