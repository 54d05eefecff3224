import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { SiteConfig } from '@/config/site-schema';
import type { HttpMethod } from '../core/types';
import { authenticate } from './auth';
import { FAULT_HEADER, faultFor } from './faults';
import { mockSettings } from './mock-settings';
import { badRequest, HttpProblem, notFound, problemResponse } from './problem';
import { MOCK_NAMESPACE_HEADER, mockStore, parseNamespace, type MockStore } from './store';
import type { CustomerRecord, Partition } from './store-types';

export interface OperationContext {
  request: Request;
  url: URL;
  /** Path parameters by their contract names. */
  params: Record<string, string>;
  site: SiteConfig;
  partition: Partition;
  store: MockStore;
}

export interface AuthenticatedContext extends OperationContext {
  customer: CustomerRecord;
}

export interface OperationDefinition {
  operationId: string;
  method: HttpMethod;
  /** The path exactly as api-client/openapi.yaml writes it. */
  path: string;
}

export interface DeclaredOperation extends OperationDefinition {
  /** False for the operations the contract marks `security: []`. */
  authenticated: boolean;
}

const declarations = new WeakMap<HttpHandler, DeclaredOperation>();

/** The operation a handler answers (the contract test compares them with the OpenAPI document). */
export function declaredOperation(handler: HttpHandler): DeclaredOperation {
  const declaration = declarations.get(handler);
  if (!declaration) throw new Error(`${handler.info.header} was not made with publicOperation or authenticatedOperation`);
  return declaration;
}

/**
 * Where a contract path is matched, whatever comes before it: the tenant (site id) is the path
 * segment just before it, e.g. /aurora-dk/api/profile. The root ping is /<site-id>/.
 */
function matcher(path: string): string | RegExp {
  if (path === '/') return /^https?:\/\/[^/]+\/[^/?#]+\/?$/;
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function tenantOf(url: URL, path: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const depth = path.split('/').filter(Boolean).length;
  return segments[segments.length - depth - 1];
}

function handle(
  definition: OperationDefinition,
  authenticated: boolean,
  resolver: (context: AuthenticatedContext) => Response | Promise<Response>,
): HttpHandler {
  const handler = http[definition.method](matcher(definition.path), async ({ request, params }) => {
    const url = new URL(request.url);
    try {
      const tenant = tenantOf(url, definition.path);
      const namespace = parseNamespace(request.headers.get(MOCK_NAMESPACE_HEADER));
      const resolved = tenant ? mockStore.partitionForSite(tenant, namespace) : undefined;
      if (!resolved) throw notFound(`Unknown site "${tenant ?? ''}". Use /<site-id>/..., e.g. /aurora-dk${definition.path}.`);

      mockStore.countCall(namespace, definition.operationId);
      const fault = faultFor(
        definition.operationId,
        request.headers.get(FAULT_HEADER),
        mockSettings.faults(),
        mockStore.faultsOf(namespace),
      );
      if (fault === 'slow') await delay(mockSettings.slowMs());
      // A network error in msw/node (Jest); over HTTP, http-server.ts destroys the socket.
      if (fault === 'drop') return HttpResponse.error();
      if (fault === 500) throw new HttpProblem(500, 'Internal Server Error', `Fault switch: ${definition.operationId}=500`);
      if (fault === 503) {
        throw new HttpProblem(503, 'Service Unavailable', `Fault switch: ${definition.operationId}=503`, undefined, {
          'Retry-After': '5',
        });
      }

      const context: OperationContext = {
        request,
        url,
        params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        site: resolved.site,
        partition: resolved.partition,
        store: mockStore,
      };
      const customer = authenticated
        ? authenticate(mockStore, resolved.partition, request.headers.get('authorization'))
        : (undefined as unknown as CustomerRecord);
      return await resolver({ ...context, customer });
    } catch (error) {
      if (error instanceof HttpProblem) return problemResponse(error);
      return problemResponse(
        new HttpProblem(500, 'Internal Server Error', error instanceof Error ? error.message : 'Unexpected error'),
      );
    }
  });
  declarations.set(handler, { ...definition, authenticated });
  return handler;
}

/** An operation that needs a valid bearer token; the resolver gets the signed-in customer. */
export function authenticatedOperation(
  definition: OperationDefinition,
  resolver: (context: AuthenticatedContext) => Response | Promise<Response>,
): HttpHandler {
  return handle(definition, true, resolver);
}

/** An operation the contract marks `security: []`: no token needed. */
export function publicOperation(
  definition: OperationDefinition,
  resolver: (context: OperationContext) => Response | Promise<Response>,
): HttpHandler {
  return handle(definition, false, resolver);
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
export const noContent = () => new HttpResponse(null, { status: 204 });

/** The JSON body validated by a schema; 400 with the fields at fault otherwise. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest('The body must be JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || '(body)';
      (errors[field] ??= []).push(issue.message);
    }
    throw badRequest('The body is not valid.', errors);
  }
  return parsed.data;
}
