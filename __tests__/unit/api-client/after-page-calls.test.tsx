import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SECONDARY_CALLS_MAX_WAIT_MS, SECONDARY_CALLS_QUIET_MS, useAfterPageCalls } from '@/api-client/core/after-page-calls';

/**
 * api-client/core/after-page-calls.ts: the secondary calls (the header's News link and unread
 * count, the highlight records, the banners' and analytics' code) wait until the page's own calls
 * have been answered and a quiet moment has passed.
 */
describe('useAfterPageCalls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A page call that answers when the test says. */
  function pageCall() {
    let answer: (value: string) => void = () => undefined;
    const promise = new Promise<string>((resolve) => (answer = resolve));
    return { answer, queryFn: () => promise };
  }

  function setup(queryClient = new QueryClient()) {
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    return { queryClient, wrapper };
  }

  it('is false while a page call is in flight, and true a quiet moment after its answer', async () => {
    const { wrapper } = setup();
    const call = pageCall();
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['page'], queryFn: call.queryFn });
        return useAfterPageCalls();
      },
      { wrapper },
    );
    await act(async () => void jest.advanceTimersByTime(SECONDARY_CALLS_QUIET_MS * 2));
    expect(result.current).toBe(false);

    await act(async () => call.answer('cars'));
    await act(async () => void jest.advanceTimersByTime(SECONDARY_CALLS_QUIET_MS - 50));
    expect(result.current).toBe(false);
    // React Query tells of the answer, and the page renders it, on timers of its own.
    await act(async () => void jest.advanceTimersByTime(SECONDARY_CALLS_QUIET_MS * 2));
    expect(result.current).toBe(true);
  });

  it('a call that starts within the quiet moment starts it over', async () => {
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useAfterPageCalls(), { wrapper });
    await act(async () => void jest.advanceTimersByTime(SECONDARY_CALLS_QUIET_MS - 100));
    const call = pageCall();
    await act(async () => void queryClient.prefetchQuery({ queryKey: ['late'], queryFn: call.queryFn }));
    await act(async () => void jest.advanceTimersByTime(SECONDARY_CALLS_QUIET_MS));
    expect(result.current).toBe(false);
    await act(async () => call.answer('late'));
    await act(async () => void jest.advanceTimersByTime(SECONDARY_CALLS_QUIET_MS + 10));
    expect(result.current).toBe(true);
  });

  it('does not wait longer than its limit for a call that keeps going', async () => {
    const { wrapper } = setup();
    const call = pageCall();
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['slow'], queryFn: call.queryFn });
        return useAfterPageCalls();
      },
      { wrapper },
    );
    await act(async () => void jest.advanceTimersByTime(SECONDARY_CALLS_MAX_WAIT_MS - 10));
    expect(result.current).toBe(false);
    await act(async () => void jest.advanceTimersByTime(20));
    expect(result.current).toBe(true);
  });

  it('once true, stays true for the visit: a part mounted later does not wait again', async () => {
    const { wrapper } = setup();
    const first = renderHook(() => useAfterPageCalls(), { wrapper });
    await act(async () => void jest.advanceTimersByTime(SECONDARY_CALLS_QUIET_MS + 10));
    expect(first.result.current).toBe(true);
    const later = renderHook(() => useAfterPageCalls(), { wrapper });
    expect(later.result.current).toBe(true);
  });
});
