import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The vehicles screen's list of the owner's cars (aurora-dk, Danish), once it is there. */
export const vehicleList = () => screen.findByRole('list', { name: 'Dine biler' }, { timeout: 5000 });

/** Opens a car's card and waits for its details (their code loads when a card is first opened). */
export async function openVehicle(name: string) {
  const card = (await screen.findByRole('heading', { name, level: 2 }, { timeout: 5000 })).closest('li')!;
  await userEvent.click(within(card).getByRole('button', { name: 'Vis detaljer' }));
  // The details' code loads when a card is first opened: on a busy machine that first load takes a while.
  await within(card).findByRole('heading', { name: 'Om bilen', level: 3 }, { timeout: 5000 });
  return card;
}
