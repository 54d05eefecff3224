import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';

/** Every call to Jest's mock backend (render-with-providers.tsx: http://mock.test/<site-id>). */
const MOCK_BACKEND = /^http:\/\/mock\.test\//;

/**
 * The backend goes down (every GET matching `failing` answers 503), and every query on screen
 * refetches in the background, as on window focus after the stale time: each ends in an error,
 * with the data it had still there.
 */
export async function failBackgroundRefetch(queryClient: QueryClient, failing: string | RegExp = MOCK_BACKEND) {
  mockServer.use(http.get(failing, () => HttpResponse.json({ title: 'boom', status: 503, type: 'about:blank' }, { status: 503 })));
  await act(() => queryClient.refetchQueries({ type: 'active' }));
  const active = queryClient.getQueryCache().findAll({ type: 'active' });
  expect(active.length).toBeGreaterThan(0);
  await waitFor(() => expect(active.every((query) => query.state.status === 'error' && query.state.data !== undefined)).toBe(true));
}
