import type { ApiClient } from '../core/client';
import { send } from '../core/send';

/** The root GET ping: the site's apiUrl itself. */
export function ping(client: ApiClient) {
  return send(client, { operation: 'ping', method: 'get', path: '/' });
}
