import type { RouteKey } from '@/config/routes';
import { useOwnerMenu } from '@/features/auth/use-owner-menu';
import { useUnreadCount } from '@/features/notifications/use-unread-count';
import { Header } from '@/components/shell/header';
import { useHeaderNews } from '@/components/shell/header-news';

/**
 * The signed-in frame's header with its data: the owner's name, the News link (started with the
 * profile, components/shell/app-providers.tsx) and the unread count. Loaded with React.lazy by
 * layouts/site-frame.tsx, so its code stays out of every page's first load.
 */
export function FrameHeader({ route }: { route: RouteKey }) {
  const owner = useOwnerMenu();
  const news = useHeaderNews();
  const unread = useUnreadCount();
  return (
    <Header
      route={route}
      ownerName={owner.ownerName}
      showNews={news.known ? news.showNews : undefined}
      unreadNotifications={unread}
      onLogout={owner.logout}
    />
  );
}
