import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStore } from '@/api-client/mocks/store';
import { vehicleKeys } from '@/api-client/vehicles/vehicles-keys';
import { VehicleSummaries } from '@/features/vehicles/vehicle-summaries';
import { VehiclesScreen } from '@/screens/vehicles-screen';
import { renderWithProviders } from '../../utils/render-with-providers';
import { openVehicle, vehicleList } from '../../utils/vehicles-screen';

beforeEach(() => {
  mockStore.reset();
  window.history.replaceState(null, '', '/biler');
});

describe('adding a vehicle: the focus', () => {
  it("goes to the new car's name once the list shows it (the confirm button is gone)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    await vehicleList();
    await user.type(screen.getByLabelText(/^Nummerplade eller stelnummer/), 'ak 29640');
    await user.click(screen.getByRole('button', { name: 'Find bil' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, tilføj bilen' }));
    const heading = await screen.findByRole('heading', { name: 'Nova', level: 2 }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button', { name: 'Ja, tilføj bilen' })).not.toBeInTheDocument();
  });
});

describe('vehicles: a failed background refetch', () => {
  it('keeps the list, an open card with what was typed in its mileage form, its roadside assistance and history', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    // Zenith: the car roadside assistance covers (Solstice is past its warranty).
    const card = await openVehicle('Zenith');
    expect(await within(card).findByRole('link', { name: '+45 70 10 20 30' })).toBeInTheDocument();
    const visits = (await within(card).findAllByText('Årligt serviceeftersyn, kabinefilter skiftet, bremser og batteri tjekket')).length;
    const field = within(card).getByLabelText(/^Kilometerstand i km/);
    await user.clear(field);
    await user.type(field, '49 321');

    mockStore.setFaults(undefined, 'getVehicles=503,getRoadsideAssistance=503,getVehicleHistory=503');
    await act(() => queryClient.refetchQueries({ queryKey: vehicleKeys.all }));
    expect(queryClient.getQueryState(vehicleKeys.list())?.status).toBe('error');

    expect(screen.queryByText('Vi kunne ikke hente dine biler.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(card).toBeInTheDocument();
    expect(within(await vehicleList()).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(within(card).getByLabelText(/^Kilometerstand i km/)).toBe(field);
    expect(field).toHaveValue('49 321');
    expect(within(card).getByRole('link', { name: '+45 70 10 20 30' })).toBeInTheDocument();
    expect(within(card).getAllByText('Årligt serviceeftersyn, kabinefilter skiftet, bremser og batteri tjekket')).toHaveLength(visits);
  });

  it("keeps home's cars shown", async () => {
    const { queryClient } = renderWithProviders(<VehicleSummaries />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByRole('link', { name: /^Solstice/ }, { timeout: 5000 })).toBeInTheDocument();
    mockStore.setFaults(undefined, 'getVehicles=503');
    await act(() => queryClient.refetchQueries({ queryKey: vehicleKeys.all }));
    expect(queryClient.getQueryState(vehicleKeys.list())?.status).toBe('error');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Solstice/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Zenith/ })).toBeInTheDocument();
  });
});
