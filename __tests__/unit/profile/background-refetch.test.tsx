import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateConsents } from '@/features/profile/update-consents';
import { UpdateInterests } from '@/features/profile/update-interests';
import { UpdateProfile } from '@/features/profile/update-profile';
import { mockStore } from '@/api-client/mocks/store';
import { failBackgroundRefetch } from '../../utils/background-refetch';
import { fakeRouter, renderSignedIn } from './support';

const router = fakeRouter();
jest.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => mockStore.reset());

describe('a failed background refetch keeps what is shown (data first)', () => {
  it('the general profile form keeps what the owner typed', async () => {
    const { queryClient } = renderSignedIn(<UpdateProfile />);
    await screen.findByDisplayValue('Mette');
    await userEvent.clear(screen.getByLabelText(/^Efternavn/));
    await userEvent.type(screen.getByLabelText(/^Efternavn/), 'Sørensen');

    await failBackgroundRefetch(queryClient);

    expect(screen.queryByText('Vi kunne ikke hente dine oplysninger.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Efternavn/)).toHaveValue('Sørensen');
    expect(screen.getByRole('button', { name: 'Gem ændringer' })).toBeEnabled();
  });

  it('the interests keep the owner’s unsaved choices', async () => {
    const { queryClient } = renderSignedIn(<UpdateInterests />);
    await screen.findByRole('group', { name: 'Fra os' });
    const family = screen.getByRole('checkbox', { name: 'Familie' });
    expect(family).not.toBeChecked();
    await userEvent.click(family);

    await failBackgroundRefetch(queryClient);

    expect(screen.queryByText(/Vi kunne ikke hente/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Familie' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Gem interesser' })).toBeEnabled();
  });

  it('the consents stay listed', async () => {
    const { queryClient } = renderSignedIn(<UpdateConsents />);
    await screen.findByRole('article', { name: 'Nyheder og tilbud på e-mail' });

    await failBackgroundRefetch(queryClient);

    expect(screen.queryByText('Vi kunne ikke hente dine samtykker.')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Nyheder og tilbud på e-mail' })).toBeInTheDocument();
  });
});
