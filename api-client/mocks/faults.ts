/**
 * The fault switch: makes chosen operations fail so error and loading states can be seen and
 * tested. Set it for the whole process with the environment variable MOCK_FAULTS, or for one
 * request with the header `x-mock-fault` (the header wins). Both take a comma-separated list of
 * `<operationId>=<fault>`, where fault is
 *   500   answer 500 Internal Server Error
 *   503   answer 503 Service Unavailable (with Retry-After)
 *   slow  answer normally after MOCK_SLOW_MS (default 3000 ms)
 *   none  no fault (lets a request's header switch off a fault set in MOCK_FAULTS)
 * and `*` stands for every operation. Example: MOCK_FAULTS="getVehicles=500,getNews=slow".
 */
export type Fault = 500 | 503 | 'slow' | 'none';

export const FAULT_HEADER = 'x-mock-fault';

function parseFault(value: string): Fault | undefined {
  if (value === '500') return 500;
  if (value === '503') return 503;
  if (value === 'slow') return 'slow';
  if (value === 'none') return 'none';
  return undefined;
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

export function faultFor(operationId: string, headerValue: string | null, envValue: string): Exclude<Fault, 'none'> | undefined {
  for (const spec of [headerValue, envValue]) {
    const faults = parseFaults(spec);
    const fault = faults.get(operationId) ?? faults.get('*');
    if (fault !== undefined) return fault === 'none' ? undefined : fault;
  }
  return undefined;
}
