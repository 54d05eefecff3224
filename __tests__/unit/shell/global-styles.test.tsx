import { render, screen } from '@testing-library/react';
import { GlobalStyles } from '@/styles/global-styles';

// The global rules stand in as an element, so the test sees whether GlobalStyles draws them.
jest.mock('styled-components', () => ({
  ...jest.requireActual<object>('styled-components'),
  createGlobalStyle: () =>
    function GlobalRules() {
      return jest.requireActual<typeof import('react')>('react').createElement('i', { 'data-testid': 'global-rules' });
    },
}));

describe('GlobalStyles (styles/global-styles.ts)', () => {
  it('draws the global rules where no page was served (a component test)', () => {
    render(<GlobalStyles />);
    expect(screen.getByTestId('global-rules')).toBeInTheDocument();
  });

  it('draws nothing in a page Next served, which came with them from the server', () => {
    const nextData = document.createElement('script');
    nextData.id = '__NEXT_DATA__';
    nextData.type = 'application/json';
    document.body.append(nextData);
    try {
      const { container } = render(<GlobalStyles />);
      expect(container).toBeEmptyDOMElement();
      expect(screen.queryByTestId('global-rules')).toBeNull();
    } finally {
      nextData.remove();
    }
  });
});
