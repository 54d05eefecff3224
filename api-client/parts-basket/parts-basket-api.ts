import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { QueryParams, Schemas } from '../core/types';

export type Part = Schemas['Part'];
export type PartCategory = Schemas['PartCategory'];
export type PartModel = Schemas['PartModel'];

export function getPartsCategories(client: ApiClient, query: QueryParams<'/api/parts-basket/categories', 'get'> = {}) {
  return send(client, { operation: 'getPartsCategories', method: 'get', path: '/api/parts-basket/categories', query });
}

export function getPartsModels(client: ApiClient, query: QueryParams<'/api/parts-basket/models', 'get'> = {}) {
  return send(client, { operation: 'getPartsModels', method: 'get', path: '/api/parts-basket/models', query });
}

/** ModelIds and CategoryIds go out repeated (ModelIds=a&ModelIds=b). */
export function getParts(client: ApiClient, query: QueryParams<'/api/parts-basket/parts', 'get'> = {}) {
  return send(client, { operation: 'getParts', method: 'get', path: '/api/parts-basket/parts', query });
}
