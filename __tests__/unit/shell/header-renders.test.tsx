import type { ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import { Header } from '@/components/shell/header';
import { renderWithProviders } from '../../utils/render-with-providers';

/** Each render of the app's link, by the address it points at. */
const renders = new Map<string, number>();

jest.mock('@/components/ui/link', () => {
  const actual = jest.requireActual<typeof import('@/components/ui/link')>('@/components/ui/link');
  return {
    Link: (props: ComponentProps<typeof actual.Link>) => {
      const href = String(props.href);
      renders.set(href, (renders.get(href) ?? 0) + 1);
      return <actual.Link {...props} />;
    },
  };
});

/**
 * The header renders again for each piece of the owner's data it shows, as it arrives after the
 * page's content (the name, the News link, the unread count: layouts/frame-header.tsx). The main
 * links, drawn twice (the bar and the phone's menu), are drawn again only when the route or the
 * News link's showing changes: not for the name or the count.
 */
describe('the header’s main links', () => {
  beforeEach(() => renders.clear());
  const mainLinks = ['/fordele', '/nyheder', '/forhandler', '/hjaelp'];
  const drawn = () => mainLinks.map((href) => renders.get(href) ?? 0);

  it('are not drawn again when only the owner’s name or the unread count changes', () => {
    const header = (props: { route?: 'home' | 'rewards'; ownerName?: string; unread?: number; showNews?: boolean }) => (
      <Header
        route={props.route ?? 'home'}
        ownerName={props.ownerName ?? ''}
        showNews={props.showNews ?? true}
        unreadNotifications={props.unread ?? 0}
        onLogout={() => undefined}
      />
    );
    const { rerender } = renderWithProviders(header({}), { site: 'aurora-dk', locale: 'da' });
    // Both lists: the bar's, and the phone's menu (closed, so hidden).
    expect(screen.getAllByRole('link', { name: 'Fordele', hidden: true })).toHaveLength(2);
    const first = drawn();
    expect(first.every((count) => count >= 2)).toBe(true);

    rerender(header({ ownerName: 'Mette Hansen' }));
    rerender(header({ ownerName: 'Mette Hansen', unread: 3 }));
    expect(screen.getAllByText('Mette Hansen').length).toBeGreaterThan(0);
    expect(drawn()).toEqual(first);

    // A new route marks another link as the current page: the lists are drawn again.
    rerender(header({ route: 'rewards', ownerName: 'Mette Hansen', unread: 3 }));
    expect(drawn().every((count, index) => count > first[index]!)).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Fordele' })[0]).toHaveAttribute('aria-current', 'page');
  });
});
