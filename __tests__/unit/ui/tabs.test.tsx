import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkTabList } from '@/components/ui/link-tab-list';
import { Tabs } from '@/components/ui/tabs';
import { renderWithProviders } from '../../utils/render-with-providers';

const items = [
  { id: 'overview', label: 'Overview', content: <p>Overview content</p> },
  { id: 'service', label: 'Service', content: <p>Service content</p> },
  { id: 'history', label: 'History', content: <p>History content</p> },
];

function renderTabs(extra: Partial<Parameters<typeof Tabs>[0]> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Tabs label="Vehicle details" items={items} {...extra} />);
  return { user };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('has a labelled tab list with one tab stop and the first tab selected', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Vehicle details' })).toBeInTheDocument();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Overview')).toHaveAttribute('tabindex', '0');
    expect(tab('Service')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Overview content');
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(tab('Overview')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Service')).toHaveFocus();
    expect(tab('Service')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Service content');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Overview')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('History')).toHaveFocus();
    expect(tab('History')).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('History')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Overview')).toHaveFocus();
  });

  it('leaves the tab list with Tab, moving on to the panel', async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Service' })).toHaveFocus();
  });

  it('skips disabled tabs and reports changes', async () => {
    const onChange = jest.fn();
    const withDisabled = items.map((item) => (item.id === 'service' ? { ...item, disabled: true } : item));
    const user = userEvent.setup();
    renderWithProviders(<Tabs label="Vehicle details" items={withDisabled} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('History')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('history');
  });
});

describe('LinkTabList', () => {
  it('is a labelled navigation of links with the current one marked', () => {
    renderWithProviders(
      <LinkTabList
        label="Profile sections"
        orientation="vertical"
        items={[
          { href: '/profile/general', label: 'General', current: true },
          { href: '/profile/security', label: 'Security' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Security' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/profile/security');
  });
});
