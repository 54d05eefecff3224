import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { renderWithProviders } from '../../utils/render-with-providers';

/** A list of `count` pages; `loading` says the page asked for has not arrived yet. */
function Paged({ count, onPage, loading = false }: { count: number; onPage?: (page: number) => void; loading?: 'later pages' | 'all' | false }) {
  const [page, setPage] = useState(1);
  return (
    <Pager
      page={page}
      pageCount={count}
      // As a list with keepPreviousData: busy from the render that asks for the page.
      busy={loading === 'all' || (loading === 'later pages' && page > 1)}
      onPageChange={(next) => {
        onPage?.(next);
        setPage(next);
      }}
      label="Pages"
      labels={{ previous: 'Previous', next: 'Next', position: `Page ${page} of ${count}` }}
    />
  );
}

describe('Pager', () => {
  it('keeps the focus on Next when it reaches the last page, where Next is unavailable but focusable', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    renderWithProviders(<Paged count={2} onPage={onPage} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toBeDisabled();

    await user.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toBeDisabled();
    await user.click(next);
    expect(onPage).toHaveBeenCalledTimes(1);
    expect(previous).not.toHaveAttribute('aria-disabled');
  });

  it('while a page loads, the button pressed says it is loading and neither asks again', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    renderWithProviders(<Paged count={3} onPage={onPage} loading="later pages" />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(next).toHaveFocus();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('aria-busy');
    await user.click(next);
    await user.click(previous);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('shows no button as loading when the list is busy for another reason (a new sort)', () => {
    renderWithProviders(<Paged count={3} loading="all" />);
    for (const name of ['Previous', 'Next']) {
      const button = screen.getByRole('button', { name });
      expect(button).not.toHaveAttribute('aria-busy');
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('is nothing for a single page', () => {
    renderWithProviders(<Paged count={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
