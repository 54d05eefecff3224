import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { mockStore } from '@/api-client/mocks/store';
import { VIEW_ATTRIBUTE } from '@/config/boot';
import PointsView from '@/features/loyalty/points-view';
import type { PageWithShell } from '@/lib/page/static-props';
import RewardsPage from '@/pages/[site]/[locale]/rewards';
import { renderWithProviders } from '../../utils/render-with-providers';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }) }));

beforeEach(() => mockStore.reset());
afterEach(() => document.documentElement.removeAttribute(VIEW_ATTRIBUTE));

/** What the head's script does on the Points tab's address (lib/boot/view-mark-script.ts). */
const markPointsAddress = () => document.documentElement.setAttribute(VIEW_ATTRIBUTE, 'points');

/** The Points tab's sections as drawn: the account's card and the shop, the grid's first two children. */
function firstSections() {
  const shop = screen.getByRole('heading', { name: 'Gavekort', level: 2 }).closest('section')!;
  const grid = shop.parentElement!;
  // React's ids (useId) count per render; the rest must be the same.
  return [grid.children[0]!.outerHTML, grid.children[1]!.outerHTML].map((html) => html.replace(/_r_\w+_/g, 'id'));
}

/**
 * The rewards page's static page, on the Points tab's address (the head marks it), draws the tab
 * as its code first draws it, so the tab's largest text is there when the page arrives and nothing
 * moves when the code takes over (__tests__/e2e/rewards.spec.ts sees it in Chromium). On the plain
 * address it keeps its spinner.
 */
describe('the Points tab’s outline in the rewards page’s static page', () => {
  const shell = (RewardsPage as PageWithShell).shell as ReactElement;

  it('holds the tabs, with Points current, and the tab’s first drawing', async () => {
    markPointsAddress();
    renderWithProviders(shell, { site: 'aurora-dk' });
    expect(screen.getByText('Indlæser …')).not.toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Fordele og point' });
    expect(within(tabs).getByRole('link', { name: 'Point' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Point' })).toHaveAttribute('href', '/fordele?view=points');
    expect(within(tabs).getByRole('link', { name: 'Fordele' })).toHaveAttribute('href', '/fordele');
    expect(screen.getByText('Byt dine point til et gavekort. Vælg butik og beløb.')).toBeInTheDocument();
    const outline = firstSections();
    cleanup();

    // The tab's own first drawing, before its data has come: the same account card and shop.
    renderWithProviders(<PointsView range={{ preset: 'last-3-months' }} onRangeChange={() => {}} />, { site: 'aurora-dk', signedIn: true });
    expect(screen.getByText('Henter dine point …')).toBeInTheDocument();
    expect(firstSections()).toEqual(outline);
  });

  it('shows only the spinner on the rewards’ address', () => {
    renderWithProviders(shell, { site: 'aurora-dk' });
    expect(screen.getByText('Indlæser …')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Fordele og point' })).not.toBeInTheDocument();
    expect(screen.getByText('Byt dine point til et gavekort. Vælg butik og beløb.')).not.toBeVisible();
  });

  it('speaks the site’s language', () => {
    markPointsAddress();
    renderWithProviders(shell, { site: 'volta-se' });
    expect(screen.getByText('Byt dina poäng mot ett presentkort. Välj butik och belopp.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Presentkort', level: 2 })).toBeInTheDocument();
  });
});
