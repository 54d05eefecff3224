import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { renderWithProviders } from '../../utils/render-with-providers';

const rules = {
  title: 'The password needs',
  metText: 'met',
  notMetText: 'not met',
  rules: [{ id: 'length', met: false, label: 'at least 8 characters' }],
};

function Block({ mismatch }: { mismatch?: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <NewPasswordFields
      password={{ label: 'New password', value: password, onChange: setPassword }}
      confirmation={{ label: 'Repeat it', value: confirmation, onChange: setConfirmation, error: mismatch }}
      rules={rules}
    />
  );
}

describe('NewPasswordFields', () => {
  it('offers both fields to password managers as the new password, under names the forms post', () => {
    renderWithProviders(<Block />);
    const password = screen.getByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Repeat it/);
    expect(password).toHaveAttribute('name', 'new-password');
    expect(confirmation).toHaveAttribute('name', 'confirm-password');
    for (const field of [password, confirmation]) {
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toBeRequired();
    }
  });

  it('has the rules describe the new password, and each field its own problem', () => {
    renderWithProviders(<Block mismatch="The two passwords differ." />);
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('The password needs at least 8 characters (not met)');
    const confirmation = screen.getByLabelText(/^Repeat it/);
    expect(confirmation).toHaveAccessibleDescription('The two passwords differ.');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives what is typed to its owner, field by field', async () => {
    renderWithProviders(<Block />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'Secret12');
    await userEvent.type(screen.getByLabelText(/^Repeat it/), 'Secret');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Secret12');
    expect(screen.getByLabelText(/^Repeat it/)).toHaveValue('Secret');
  });
});
