import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { renderWithProviders } from '../../utils/render-with-providers';

function renderMenu() {
  const user = userEvent.setup();
  const onLogout = jest.fn();
  const onHelp = jest.fn();
  renderWithProviders(
    <>
      <DropdownMenu
        label="Anna Jensen"
        items={[
          { id: 'profile', label: 'Profile', href: '/profile' },
          { id: 'help', label: 'Help', onSelect: onHelp },
          { id: 'logout', label: 'Sign out', onSelect: onLogout },
        ]}
      />
      <p>Outside</p>
      <button type="button">Next control</button>
    </>,
  );
  return { user, onLogout, onHelp };
}

const trigger = () => screen.getByRole('button', { name: 'Anna Jensen' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('DropdownMenu', () => {
  it('is a menu button that opens a menu labelled by it', async () => {
    const { user } = renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Anna Jensen' })).toBeInTheDocument();
    expect(item('Profile')).toHaveFocus();
  });

  it('opens from the keyboard and moves with arrows, Home and End, wrapping', async () => {
    const { user } = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Help')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Sign out')).toHaveFocus();
  });

  it('opens on the last item with ArrowUp on the button', async () => {
    const { user } = renderMenu();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
  });

  it('jumps to an item by its first letter', async () => {
    const { user } = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('s');
    expect(item('Sign out')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab, focus moving on to the next control', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs an action item with Enter, closes and returns focus', async () => {
    const { user, onLogout } = renderMenu();
    await user.click(trigger());
    await user.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('renders link items as links', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    expect(item('Profile')).toHaveAttribute('href', '/profile');
  });
});
