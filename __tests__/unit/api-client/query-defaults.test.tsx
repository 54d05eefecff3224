import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useQueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { mockStore } from '@/api-client/mocks/store';
import { useUpdateProfile } from '@/api-client/profile/profile-hooks';
import { createQueryClient, queryRetryDelay } from '@/api-client/core/query-client';
import { mockServer } from '@/api-client/mocks/node';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { renderWithProviders } from '../../utils/render-with-providers';

const VEHICLES = 'http://mock.test/aurora-dk/api/profile/vehicles';

function VehicleCount() {
  const vehicles = useVehicles({ select: (list) => list.length });
  if (vehicles.isError) return <p>failed with {vehicles.error.message}</p>;
  return <p>{vehicles.isSuccess ? `${vehicles.data} vehicles` : 'loading'}</p>;
}

/** Answers every vehicles request with `status` and counts them. */
function answerVehicles(status: number) {
  const calls = { count: 0 };
  mockServer.use(
    http.get(VEHICLES, () => {
      calls.count += 1;
      return HttpResponse.json({ title: 'failed', status }, { status });
    }),
  );
  return calls;
}

const render = () => renderWithProviders(<VehicleCount />, { site: 'aurora-dk', signedIn: true, queryClient: createQueryClient() });

describe('the app’s query defaults (createQueryClient)', () => {
  it('does not retry a 4xx: the error shows after one request', async () => {
    const calls = answerVehicles(404);
    render();
    expect(await screen.findByText(/failed with .*404/)).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('retries a 503 twice, with a growing wait, before showing the error', async () => {
    const calls = answerVehicles(503);
    render();
    expect(await screen.findByText(/failed with .*503/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.count).toBe(3);
    expect(queryRetryDelay(1)).toBeGreaterThan(queryRetryDelay(0));
  });

  it('retries no answer at all (a network error) too', async () => {
    const calls = { count: 0 };
    mockServer.use(
      http.get(VEHICLES, () => {
        calls.count += 1;
        return HttpResponse.error();
      }),
    );
    render();
    expect(await screen.findByText(/failed with/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.count).toBe(3);
  });

  it('passes select through: the component gets what it derives, the cache keeps the answer', async () => {
    const { queryClient } = render();
    expect(await screen.findByText('2 vehicles')).toBeInTheDocument();
    expect(queryClient.getQueryData(['vehicles', 'list', 'mine'])).toHaveLength(2);
  });

  it('aborts the request when the page that asked for it is left (unmounted)', async () => {
    let started = false;
    mockServer.use(
      http.get(VEHICLES, async () => {
        started = true;
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const { rerender, queryClient } = renderWithProviders(<VehicleCount />, {
      site: 'aurora-dk',
      signedIn: true,
      queryClient: createQueryClient(),
    });
    await waitFor(() => expect(started).toBe(true));
    expect(queryClient.getQueryState(['vehicles', 'list', 'mine'])?.fetchStatus).toBe('fetching');
    rerender(<></>);
    // React Query cancels a query whose last observer leaves only when its queryFn took the
    // abort signal; otherwise the never-answered call would keep it fetching.
    await waitFor(() => expect(queryClient.getQueryState(['vehicles', 'list', 'mine'])?.fetchStatus).toBe('idle'));
  });

  it('runs a mutation hook’s own cache update first, then the screen’s onSuccess', async () => {
    mockStore.reset();
    const seen: string[] = [];
    function Rename() {
      const queryClient = useQueryClient();
      const update = useUpdateProfile({
        onSuccess: (profile) => {
          const cached = queryClient.getQueryData<{ lastName: string }>(['user-profile']);
          seen.push(`answer ${profile.lastName}, cache ${cached?.lastName}`);
        },
      });
      return (
        <button type="button" onClick={() => update.mutate({ firstName: 'Mette', lastName: 'Lund' })}>
          rename
        </button>
      );
    }
    renderWithProviders(<Rename />, { site: 'aurora-dk', signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'rename' }));
    await waitFor(() => expect(seen).toEqual(['answer Lund, cache Lund']));
  });
});
