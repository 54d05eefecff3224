import { screen } from '@testing-library/react';
import { usePointsUrl } from '@/features/loyalty/use-points-url';
import { useRewardsUrl } from '@/features/rewards/use-rewards-url';
import { renderWithProviders } from '../../utils/render-with-providers';

/**
 * The screens' URL state comes from the address bar (lib/routing/use-page-query.ts), not from the
 * router's `isReady`: Next marks it ready only with a route update after hydration, which in full
 * end-to-end runs sometimes never reached the page. Here the router never says it is ready.
 */
jest.mock('next/router', () => ({
  useRouter: () => ({
    isReady: false,
    query: {},
    asPath: '/',
    pathname: '/',
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: async () => undefined,
    events: { on: () => undefined, off: () => undefined },
  }),
}));

function Probe() {
  const points = usePointsUrl().state;
  const rewards = useRewardsUrl().state;
  return <p>{points && rewards ? `${points.view} ${points.range.preset} ${rewards.tab} ${rewards.reward}` : 'not read'}</p>;
}

describe("a screen's state in its URL", () => {
  it('is read from the address bar, whatever the router says', () => {
    window.history.replaceState(null, '', '/fordele?view=points&period=this-year&tab=vehicle&reward=r-7');
    renderWithProviders(<Probe />, { site: 'aurora-dk', signedIn: true });
    expect(screen.getByText('points this-year forVehicle r-7')).toBeInTheDocument();
  });

  it('is read again when the page renders after the address changed (a shallow navigation, back)', () => {
    window.history.replaceState(null, '', '/fordele');
    const { rerender } = renderWithProviders(<Probe />, { site: 'aurora-dk', signedIn: true });
    expect(screen.getByText('rewards last-3-months forYou undefined')).toBeInTheDocument();
    window.history.replaceState(null, '', '/fordele?view=points&period=last-year');
    rerender(<Probe />);
    expect(screen.getByText('points last-year forYou undefined')).toBeInTheDocument();
  });
});
