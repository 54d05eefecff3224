import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NEWS_PAGE_SIZE, NEWS_POLL_INTERVAL_MS, NEWS_SOURCE } from '@/config/api';
import { ApiClientProvider, useApiClient } from '@/api-client/api-client-provider';
import { createApiClient } from '@/api-client/core/client';
import { createLazyApiClient } from '@/api-client/core/lazy-client';
import { newsQueryOptions } from '@/api-client/news/news-hooks';
import { useNews } from '@/api-client/news/news-hooks';
import { useProfile, useUpdateProfile } from '@/api-client/profile/profile-hooks';
import { useSetPreferredRetailerSite } from '@/api-client/retailers/retailers-hooks';
import { useUpdateVehicleMileage, useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { vehicleKeys } from '@/api-client/vehicles/vehicles-keys';
import { issueTokens } from '@/api-client/mocks/auth';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';

const BASE_URL = 'http://mock-api.test/aurora-dk';
const sent: Request[] = [];

const record = ({ request }: { request: Request }) => {
  sent.push(request);
};
beforeAll(() => mockServer.events.on('request:start', record));
beforeEach(() => {
  mockStore.reset();
  sent.length = 0;
});
afterAll(() => mockServer.events.removeListener('request:start', record));

function demoToken(): string {
  const partition = mockStore.partition('AUR', 'DK');
  const owner = partition.customers.find((c) => c.email === 'owner@example.com')!;
  return issueTokens(mockStore, partition, owner).accessToken.token;
}

function setup(props: { token?: string; onMutation?: (name: string) => void } = {}) {
  // React Query's own default retry (3) is kept, so the profile's retry: false is what is tested.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  const client = createLazyApiClient({ baseURL: BASE_URL, getAccessToken: async () => props.token });
  if (props.onMutation) client.onMutation(props.onMutation);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          {children}
        </ApiClientProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, wrapper: Wrapper };
}

describe('ApiClientProvider', () => {
  it('gives hooks the client it is given, with the token source it was made with', async () => {
    const { wrapper } = setup({ token: demoToken() });
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.firstName).toBe('Mette');
    expect(sent[0]?.url).toBe(`${BASE_URL}/api/profile`);
    expect(sent[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('tells the client\'s mutation listener of a mutation made through a hook', async () => {
    const onMutation = jest.fn();
    const { wrapper } = setup({ token: demoToken(), onMutation });
    const { result } = renderHook(() => useUpdateProfile(), { wrapper });
    await act(() => result.current.mutateAsync({ firstName: 'Mette', lastName: 'Lund' }));
    expect(onMutation).toHaveBeenCalledWith('put_api_profile');
  });

  it('useApiClient outside a provider says so', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow('useApiClient must be used inside an ApiClientProvider');
    jest.mocked(console.error).mockRestore();
  });

  it('provides the very client it is given', async () => {
    const client = createApiClient({ baseURL: BASE_URL, getAccessToken: async () => demoToken() });
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useApiClient(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            {children}
          </ApiClientProvider>
        </QueryClientProvider>
      ),
    });
    expect(result.current).toBe(client);
  });
});

describe('profile', () => {
  it("is cached under ['user-profile'] and never retried", async () => {
    const { wrapper, queryClient } = setup({ token: undefined });
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(sent).toHaveLength(1);
    expect(queryClient.getQueryCache().find({ queryKey: ['user-profile'], exact: true })).toBeDefined();
  });

  it('other queries keep React Query default retries', async () => {
    const { wrapper } = setup({ token: undefined });
    const { result } = renderHook(() => useVehicles(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(sent).toHaveLength(4);
  });

  it('choosing a preferred dealer refreshes the profile', async () => {
    const { wrapper } = setup({ token: demoToken() });
    const { result } = renderHook(() => ({ profile: useProfile(), choose: useSetPreferredRetailerSite() }), { wrapper });
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    const site = mockStore.partition('AUR', 'DK').retailerSites.find((s) => s.name === 'Næstved Motor')!;
    await act(() => result.current.choose.mutateAsync({ type: 'service', retailerSiteId: site.retailerSiteId }));
    await waitFor(() => expect(result.current.profile.data?.preferredRetailerSites.service).toBe(site.retailerSiteId));
  });
});

describe('news', () => {
  it('asks for website news, 10 a page, and polls only the first page', async () => {
    const client = createApiClient({ baseURL: BASE_URL });
    expect(newsQueryOptions(client, 1).refetchInterval).toBe(NEWS_POLL_INTERVAL_MS);
    expect(newsQueryOptions(client, 2).refetchInterval).toBe(false);
    expect(NEWS_PAGE_SIZE).toBe(10);

    const { wrapper } = setup({ token: demoToken() });
    const { result } = renderHook(() => useNews(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const url = new URL(sent[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ source: NEWS_SOURCE, page: '1', pageSize: '10' });
    expect(result.current.data?.data).toHaveLength(10);
    expect(result.current.data?.pagination.hasNext).toBe(true);
  });
});

describe('mutations refresh what they change', () => {
  it('updating the mileage refreshes the vehicle list', async () => {
    const { wrapper } = setup({ token: demoToken() });
    const { result } = renderHook(() => ({ vehicles: useVehicles(), mileage: useUpdateVehicleMileage() }), { wrapper });
    await waitFor(() => expect(result.current.vehicles.isSuccess).toBe(true));
    const vehicle = result.current.vehicles.data![0]!;
    await act(() => result.current.mileage.mutateAsync({ vehicleId: vehicle.vehicleId, mileage: vehicle.mileage + 1_000 }));
    await waitFor(() => expect(result.current.vehicles.data![0]!.mileage).toBe(vehicle.mileage + 1_000));
  });
});

describe('query hooks render their answers (api-client/core/query.ts)', () => {
  it('show the first answer through a background render: its first render still shows the loading state', async () => {
    const { wrapper, queryClient } = setup({ token: demoToken() });
    const shown: string[] = [];
    const { result } = renderHook(
      () => {
        const vehicles = useVehicles();
        const cached = queryClient.getQueryState(vehicleKeys.list())?.status;
        shown.push(`${cached}/${vehicles.status}`);
        return vehicles;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // The answer is in the cache, the render it causes still shows the skeleton, then the
    // background render shows the cars.
    expect(shown.slice(-2)).toEqual(['success/pending', 'success/success']);
  });

  it('once answered, render once per render: no second render in the background', async () => {
    const { wrapper } = setup({ token: demoToken() });
    let renders = 0;
    const { result, rerender } = renderHook(
      () => {
        renders += 1;
        return useVehicles();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const before = renders;
    rerender();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(renders - before).toBe(1);
    expect(result.current.data?.length).toBeGreaterThan(0);
  });
});
