import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isApiError } from '@/api-client/core/api-error';
import { createQueryClient } from '@/api-client/core/query-client';
import { mockStore } from '@/api-client/mocks/store';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useRetailerSite } from '@/api-client/retailers/retailers-hooks';
import { useUpdateVehicleMileage, useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { renderWithProviders } from '../../utils/render-with-providers';

/*
 * The retry policy (api-client/core/query-client.ts) counted where it matters: at the mock
 * backend, with its fault switch (api-client/mocks/faults.ts) and its per-operation counters.
 * One failing query makes at most three calls (a first try and two retries), and only after no
 * answer or a 5xx; a 4xx is one call; a save is never repeated; the profile (whose outage the
 * route guard shows at once) is never retried.
 */

/** The status of a failed call (0: no answer), or -1 for an error that is not an ApiError. */
const statusOf = (error: unknown) => (isApiError(error) ? error.status : -1);

const calls = (operationId: string) => mockStore.statsOf(undefined).calls[operationId] ?? 0;

function Vehicles({ label }: { label: string }) {
  const vehicles = useVehicles({ select: (list) => list.length });
  if (vehicles.isError) return <p>{label} failed {statusOf(vehicles.error)}</p>;
  return <p>{vehicles.isSuccess ? `${label}: ${vehicles.data}` : `${label} loading`}</p>;
}

const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, { site: 'aurora-dk', signedIn: true, queryClient: createQueryClient() });

beforeEach(() => mockStore.reset());
afterAll(() => mockStore.reset());

describe('query retries, counted at the mock backend', () => {
  it.each([
    ['503', 503],
    ['500', 500],
    ['drop', 0],
  ] as const)('getVehicles=%s: three calls in all, then the error, even with three components asking', async (fault, status) => {
    mockStore.setFaults(undefined, `getVehicles=${fault}`);
    render(
      <>
        <Vehicles label="a" />
        <Vehicles label="b" />
        <Vehicles label="c" />
      </>,
    );
    expect(await screen.findByText(`a failed ${status}`, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(`c failed ${status}`)).toBeInTheDocument();
    expect(calls('getVehicles')).toBe(3);
    // No further calls come by themselves once the query has failed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls('getVehicles')).toBe(3);
  });

  it('a 4xx is final: one call', async () => {
    function Dealer() {
      const site = useRetailerSite({ retailerSiteId: '00000000-0000-4000-8000-000000000000' });
      return <p>{site.isError ? `failed ${statusOf(site.error)}` : 'loading'}</p>;
    }
    render(<Dealer />);
    expect(await screen.findByText('failed 404')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(calls('getRetailerSite')).toBe(1);
  });

  it('a fault lifted between retries: the query succeeds without showing an error', async () => {
    mockStore.setFaults(undefined, 'getVehicles=503');
    render(<Vehicles label="a" />);
    await waitFor(() => expect(calls('getVehicles')).toBe(1));
    mockStore.setFaults(undefined, '');
    expect(await screen.findByText('a: 2', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(calls('getVehicles')).toBe(2);
  });

  it('the profile query is not retried: one call per failure', async () => {
    mockStore.setFaults(undefined, 'getProfile=503');
    function Name() {
      const profile = useProfile();
      return <p>{profile.isError ? `failed ${statusOf(profile.error)}` : 'loading'}</p>;
    }
    render(<Name />);
    expect(await screen.findByText('failed 503')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(calls('getProfile')).toBe(1);
  });

  it('a failed save is sent once, never repeated by itself', async () => {
    mockStore.setFaults(undefined, 'updateVehicleMileage=503');
    const vehicleId = mockStore.partition('AUR', 'DK').vehicles[0]!.vehicleId;
    function Save() {
      const save = useUpdateVehicleMileage();
      return (
        <>
          <button type="button" onClick={() => save.mutate({ vehicleId, mileage: 12345 })}>
            save
          </button>
          {save.isError && <p>save failed {statusOf(save.error)}</p>}
        </>
      );
    }
    render(<Save />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('save failed 503')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(calls('updateVehicleMileage')).toBe(1);
  });
});
