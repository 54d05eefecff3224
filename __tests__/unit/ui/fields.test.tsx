import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField } from '@/components/ui/password-field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { renderWithProviders } from '../../utils/render-with-providers';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    renderWithProviders(<TextField label="Email" hint="We send the receipt here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send the receipt here.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is invalid and described by hint and error when it has an error', () => {
    renderWithProviders(<TextField label="Email" hint="We send the receipt here." error="Enter a valid email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here. Enter a valid email address.');
  });

  it('keeps a caller’s own aria-describedby and marks required fields in words', () => {
    renderWithProviders(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Name" required aria-describedby="extra" />
      </>,
      { locale: 'sv' },
    );
    const input = screen.getByRole('textbox', { name: 'Name (obligatoriskt)' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Extra help');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Password" error="Too short" />, { locale: 'da' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
    await user.click(screen.getByRole('button', { name: 'Vis adgangskode' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Skjul adgangskode' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Select', () => {
  it('is named by its label, with options and an error', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Select
        label="Model"
        placeholder="Choose a model"
        error="Choose one"
        options={[
          { value: 'a', label: 'Aurora One' },
          { value: 'b', label: 'Aurora Two' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Model' });
    expect(select).toHaveAccessibleDescription('Choose one');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, 'Aurora Two');
    expect(select).toHaveValue('b');
  });
});

describe('Checkbox', () => {
  it('is named by its label and toggles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Checkbox label="I accept the terms" hint="Read them first" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('Read them first');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
  });
});

describe('Switch', () => {
  it('is a named switch that toggles with a click and with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Switch label="Email newsletter" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Email newsletter' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});
