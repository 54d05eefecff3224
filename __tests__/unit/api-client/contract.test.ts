/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mockOperations } from '@/api-client/mocks/handlers';
import * as consentsApi from '@/api-client/consents/consents-api';
import * as consentsHooks from '@/api-client/consents/consents-hooks';
import * as identityApi from '@/api-client/identity/identity-api';
import * as identityHooks from '@/api-client/identity/identity-hooks';
import * as interestsApi from '@/api-client/interests/interests-api';
import * as interestsHooks from '@/api-client/interests/interests-hooks';
import * as invoicesApi from '@/api-client/invoices/invoices-api';
import * as invoicesHooks from '@/api-client/invoices/invoices-hooks';
import * as loyaltyApi from '@/api-client/loyalty/loyalty-api';
import * as loyaltyHooks from '@/api-client/loyalty/loyalty-hooks';
import * as newsApi from '@/api-client/news/news-api';
import * as newsHooks from '@/api-client/news/news-hooks';
import * as partsApi from '@/api-client/parts-basket/parts-basket-api';
import * as partsHooks from '@/api-client/parts-basket/parts-basket-hooks';
import * as profileApi from '@/api-client/profile/profile-api';
import * as notificationReadHooks from '@/api-client/profile/notification-read-hooks';
import * as profileHooks from '@/api-client/profile/profile-hooks';
import * as publicationsApi from '@/api-client/publications/publications-api';
import * as publicationsHooks from '@/api-client/publications/publications-hooks';
import * as retailersApi from '@/api-client/retailers/retailers-api';
import * as retailersHooks from '@/api-client/retailers/retailers-hooks';
import * as systemApi from '@/api-client/system/system-api';
import * as systemHooks from '@/api-client/system/system-hooks';
import * as vehiclesApi from '@/api-client/vehicles/vehicles-api';
import * as vehiclesHooks from '@/api-client/vehicles/vehicles-hooks';

const root = path.join(__dirname, '..', '..', '..');
const contractFile = path.join(root, 'api-client', 'openapi.yaml');

interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  authenticated: boolean;
}

/**
 * The operations of the contract. The document is written in one layout (paths two spaces in,
 * methods four, their keys six), which this reads; a layout change fails the count check below.
 */
function contractOperations(yaml: string): ContractOperation[] {
  const operations: ContractOperation[] = [];
  let inPaths = false;
  let currentPath = '';
  let current: ContractOperation | undefined;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inPaths = line.startsWith('paths:');
    if (!inPaths) continue;
    const pathMatch = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathMatch) currentPath = pathMatch[1]!;
    const methodMatch = /^ {4}(get|put|post|delete|patch):\s*$/.exec(line);
    if (methodMatch) {
      current = { operationId: '', method: methodMatch[1]!, path: currentPath, authenticated: true };
      operations.push(current);
    }
    const idMatch = /^ {6}operationId:\s*(\w+)\s*$/.exec(line);
    if (idMatch && current) current.operationId = idMatch[1]!;
    if (/^ {6}security:\s*\[\]\s*$/.test(line) && current) current.authenticated = false;
  }
  return operations;
}

const yaml = readFileSync(contractFile, 'utf8');
const contract = contractOperations(yaml);
const operationIds = contract.map((op) => op.operationId).sort();

const apiModules = [consentsApi, identityApi, interestsApi, invoicesApi, loyaltyApi, newsApi, partsApi, profileApi, publicationsApi, retailersApi, systemApi, vehiclesApi];
const hookModules = [consentsHooks, identityHooks, interestsHooks, invoicesHooks, loyaltyHooks, newsHooks, partsHooks, profileHooks, notificationReadHooks, publicationsHooks, retailersHooks, systemHooks, vehiclesHooks];

/** Exported functions that are not calls: query builders shared by fetchers and query keys. */
const API_HELPERS = ['invoiceItemsQuery', 'invoiceSummaryQuery', 'pointsQuery'];
/** Hooks beyond one per operation: they make an operation's calls in another shape (many pages, many notifications). */
const EXTRA_HOOKS = ['useInfiniteNews', 'useNewsPages', 'useMarkAllNotificationsRead', 'useAllEarnedPoints', 'useAllRedemptions'];
/**
 * Operations that carry or answer a refresh token: only the portal's server calls them
 * (api-client/identity/server-session.ts, docs/session.md). A hook would put the token in the page.
 */
const SERVER_ONLY_OPERATIONS = ['signIn', 'signInWithBrandAccount', 'refreshToken', 'revokeToken', 'changePassword'];

function exportedFunctions(modules: object[]): string[] {
  return modules.flatMap((module) =>
    Object.entries(module)
      .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name))
      .map(([name]) => name),
  );
}

/** getVehicles → useVehicles, deleteVehicle → useDeleteVehicle, ping → usePing. */
function hookName(operationId: string): string {
  const base = operationId.replace(/^get(?=[A-Z])/, '');
  return `use${base[0]!.toUpperCase()}${base.slice(1)}`;
}

describe('the contract, the client and the mock agree', () => {
  it('reads every operation of the document', () => {
    expect(contract.length).toBe((yaml.match(/^ {6}operationId:/gm) ?? []).length);
    expect(contract.length).toBeGreaterThanOrEqual(60);
    expect(contract.every((op) => op.operationId)).toBe(true);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('every operation has a client function, and every client function an operation', () => {
    const clientFunctions = exportedFunctions(apiModules).filter((name) => !API_HELPERS.includes(name));
    expect(clientFunctions.sort()).toEqual(operationIds);
  });

  it('every operation has a hook, and every hook an operation, but those of the refresh token, which have none', () => {
    const hooks = exportedFunctions(hookModules).filter((name) => name.startsWith('use') && !EXTRA_HOOKS.includes(name));
    expect(SERVER_ONLY_OPERATIONS.every((id) => operationIds.includes(id))).toBe(true);
    expect(hooks.sort()).toEqual(operationIds.filter((id) => !SERVER_ONLY_OPERATIONS.includes(id)).map(hookName).sort());
  });

  it('every operation has a mock handler at the same method and path, with the same authentication, and vice versa', () => {
    const byId = (a: { operationId: string }, b: { operationId: string }) => a.operationId.localeCompare(b.operationId);
    expect(
      mockOperations.map(({ operationId, method, path, authenticated }) => ({ operationId, method, path, authenticated })).sort(byId),
    ).toEqual([...contract].sort(byId));
  });

  it('the committed generated types are what `npm run generate:api` makes of the document', () => {
    const cli = path.join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
    const generated = execFileSync(process.execPath, [cli, 'api-client/openapi.yaml'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(generated).toBe(readFileSync(path.join(root, 'api-client', 'schema.generated.ts'), 'utf8'));
  });

  it('the committed path-parameter shapes are what `npm run generate:api` makes of the document', () => {
    const script = path.join(root, 'scripts', 'generate-path-params.mjs');
    const generated = execFileSync(process.execPath, [script, '--stdout'], { cwd: root, encoding: 'utf8' });
    expect(generated).toBe(readFileSync(path.join(root, 'api-client', 'path-params.generated.ts'), 'utf8'));
    // Every {name} of every path is described, so the client can check what it fills in.
    expect(generated).toContain('"/api/profile/publications/{id}": {"id":{"type":"string","format":"uuid"}}');
  });

  it('marks every designed shape as an assumption', () => {
    const schemas = yaml.slice(yaml.indexOf('\n  schemas:'));
    const names = [...schemas.matchAll(/^ {4}(\w+):\s*$/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(30);
    const specShaped = ['Problem', 'Token', 'TokenPair', 'Pagination', 'PublicationPage', 'RetailerSitePage', 'InvoiceItemPage', 'EarnedPointsPage', 'RedemptionPage'];
    for (const name of names.filter((n) => !specShaped.includes(n))) {
      const block = schemas.slice(schemas.indexOf(`\n    ${name}:`) + 1).split(/\n {4}\w/)[0]!;
      expect({ name, marked: block.includes('x-assumption: true') }).toEqual({ name, marked: true });
    }
  });
});
