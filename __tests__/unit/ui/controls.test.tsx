import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { renderWithProviders } from '../../utils/render-with-providers';

describe('Button', () => {
  it('ignores clicks while loading but stays focusable and says it is busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save Loading…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a real disabled button when disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('renders a link with href, defaulting buttons to type=button', () => {
    renderWithProviders(
      <>
        <Button href="/vehicles" variant="secondary">
          My vehicles
        </Button>
        <Button>Plain</Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'My vehicles' })).toHaveAttribute('href', '/vehicles');
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
  });
});

describe('ErrorState', () => {
  it('shows a translated default message as an alert and retries', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState onRetry={onRetry} />, { locale: 'no' });
    expect(screen.getByRole('alert')).toHaveTextContent('Noe gikk galt. Prøv igjen om litt.');
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the caller’s message and no button without onRetry', () => {
    renderWithProviders(<ErrorState message="Could not load your vehicles." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your vehicles.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('LoadMore', () => {
  it('asks for the next page, and disappears when there is none', async () => {
    const user = userEvent.setup();
    const onLoadMore = jest.fn();
    const { rerender } = renderWithProviders(<LoadMore hasMore onLoadMore={onLoadMore} />, { locale: 'sv' });
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('small pieces', () => {
  it('announces a spinner as a status with a translated label', () => {
    renderWithProviders(<Spinner />, { locale: 'da' });
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser …');
  });

  it('shows the empty state’s default title', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('hides icons from screen readers unless given a title', () => {
    const { container } = renderWithProviders(
      <>
        <BellIcon />
        <BellIcon title="Notifications" />
      </>,
    );
    const [decorative] = container.querySelectorAll('svg');
    expect(decorative).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  });
});
