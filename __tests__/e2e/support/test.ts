import { randomUUID } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { e2ePorts } from './stack-ports';

/** Must match MOCK_NAMESPACE_HEADER in api-client/mocks/store.ts (specs do not import app code). */
export const MOCK_NAMESPACE_HEADER = 'x-mock-namespace';

export interface SentEmail {
  to: string;
  purpose: 'activation' | 'password-reset' | 'email-changed';
  token: string | null;
  sentAt: string;
}

/** The mock backend as a test sees it: its own namespace of the demo data, its outbox. */
export interface MockApi {
  namespace: string;
  /** Headers that put a request or a new browser context in this test's namespace. */
  headers: Record<string, string>;
  outbox(to?: string): Promise<SentEmail[]>;
  reset(): Promise<void>;
}

function mockApi(namespace: string): MockApi {
  const headers = { [MOCK_NAMESPACE_HEADER]: namespace };
  const base = `http://127.0.0.1:${e2ePorts().mockApi}`;
  return {
    namespace,
    headers,
    async outbox(to) {
      const query = to ? `?to=${encodeURIComponent(to)}` : '';
      const response = await fetch(`${base}/__mock/outbox${query}`, { headers });
      if (!response.ok) throw new Error(`outbox answered ${response.status}`);
      return (await response.json()) as SentEmail[];
    },
    async reset() {
      const response = await fetch(`${base}/__mock/reset`, { method: 'POST', headers });
      if (!response.ok) throw new Error(`reset answered ${response.status}`);
    },
  };
}

/**
 * Playwright's test with each test in a private copy of the mock's data: every request of the
 * test's browser context carries the namespace header, so tests in parallel workers can change the
 * demo owner's data without seeing each other's changes. Contexts a test opens itself take
 * `mock.headers` as `extraHTTPHeaders`.
 */
export const test = base.extend<{ mock: MockApi }>({
  // (Playwright names the fixture callback `use`; it is not a React hook.)
  mock: async ({}, provide) => {
    await provide(mockApi(`e2e-${randomUUID()}`));
  },
  extraHTTPHeaders: async ({ mock }, provide) => {
    await provide(mock.headers);
  },
});

export { expect };
