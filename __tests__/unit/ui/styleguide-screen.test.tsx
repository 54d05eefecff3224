import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleguideScreen } from '@/screens/styleguide-screen';
import { renderWithProviders, type TestLocale, type TestThemeName } from '../../utils/render-with-providers';

// An untranslated key shows up as its own path, e.g. "sections.buttons" or "ui.close".
const RAW_KEY = /\b(ui|sections|buttons|fields|choices|tabs|linkTabs|menu|dialog|loading|states|toasts|icons)\.[a-zA-Z]+/;

describe('StyleguideScreen', () => {
  it.each<[TestThemeName, TestLocale]>([
    ['aurora', 'da'],
    ['volta', 'sv'],
    ['aurora', 'en'],
    ['volta', 'no'],
  ])('renders every section translated (%s, %s)', (theme, locale) => {
    const { container } = renderWithProviders(<StyleguideScreen />, { theme, locale });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(container.textContent).not.toMatch(RAW_KEY);
  });

  it('shows a toast of each kind from its buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StyleguideScreen />);
    await user.click(screen.getByRole('button', { name: 'Show success' }));
    await user.click(screen.getByRole('button', { name: 'Show warning' }));
    await user.click(screen.getByRole('button', { name: 'Show error' }));
    const stack = screen.getByRole('region', { name: 'Status messages' });
    const kinds = within(stack)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-kind'));
    expect(kinds).toEqual(['error', 'warning', 'success']);
  });
});
