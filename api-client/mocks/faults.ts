/**
 * The fault switch: makes chosen operations fail so error and loading states can be seen and
 * tested. Three places set it, the first that names an operation wins:
 *   1. the header `x-mock-fault` on one request;
 *   2. the namespace's setting (POST /__mock/faults with the x-mock-namespace header, see
 *      http-server.ts): what end-to-end tests use to turn a fault on and off for their own
 *      requests only, browser calls included;
 *   3. the environment variable MOCK_FAULTS, for the whole process.
 * Each takes a comma-separated list of `<operationId>=<fault>`, where fault is
 *   500   answer 500 Internal Server Error
 *   503   answer 503 Service Unavailable (with Retry-After)
 *   slow  answer normally after MOCK_SLOW_MS (default 3000 ms)
 *   drop  answer nothing: the connection is closed (over HTTP the socket is destroyed; in Jest the
 *         call fails as a network error)
 *   none  no fault (lets a request's header switch off a fault set in the namespace or MOCK_FAULTS)
 * and `*` stands for every operation. Example: MOCK_FAULTS="getVehicles=500,getNews=slow".
 */
export type Fault = 500 | 503 | 'slow' | 'drop' | 'none';

export const FAULT_HEADER = 'x-mock-fault';

function parseFault(value: string): Fault | undefined {
  if (value === '500') return 500;
  if (value === '503') return 503;
  if (value === 'slow') return 'slow';
  if (value === 'drop') return 'drop';
  if (value === 'none') return 'none';
  return undefined;
}

/** The entries of a list that are not `<operationId>=<fault>` (POST /__mock/faults refuses them). */
export function unknownFaults(spec: string): string[] {
  return spec
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      if (!entry) return false;
      const [operation, value, ...rest] = entry.split('=').map((part) => part.trim());
      return !operation || value === undefined || parseFault(value) === undefined || rest.length > 0;
    });
}

/** Unknown faults are ignored rather than guessed at. */
export function parseFaults(spec: string | null | undefined): Map<string, Fault> {
  const faults = new Map<string, Fault>();
  for (const entry of (spec ?? '').split(',')) {
    const [operation, value] = entry.split('=').map((part) => part.trim());
    const fault = value ? parseFault(value) : undefined;
    if (operation && fault !== undefined) faults.set(operation, fault);
  }
  return faults;
}

/** The fault for an operation: the header's, else the namespace's, else the process's (MOCK_FAULTS). */
export function faultFor(
  operationId: string,
  headerValue: string | null,
  envValue: string,
  namespaceValue = '',
): Exclude<Fault, 'none'> | undefined {
  for (const spec of [headerValue, namespaceValue, envValue]) {
    const faults = parseFaults(spec);
    const fault = faults.get(operationId) ?? faults.get('*');
    if (fault !== undefined) return fault === 'none' ? undefined : fault;
  }
  return undefined;
}
