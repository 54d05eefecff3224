import { useDeferredValue } from 'react';
import { useAfterPageCalls } from '@/api-client/core/after-page-calls';
import type { RouteKey } from '@/config/routes';
import { useAuth } from '@/features/auth/auth-provider';
import { useOwnerMenu } from '@/features/auth/use-owner-menu';
import { useUnreadCount } from '@/features/notifications/use-unread-count';
import { Header } from '@/components/shell/header';
import { pageShowsNews, useHeaderNews } from '@/components/shell/header-news';
import { useWithdrawPushOnSessionEnd } from '@/lib/push/withdraw-on-session-end';

/**
 * The signed-in frame's header with its data: the owner's name, the News link and the
 * unread count (these two asked for once the page's own calls are answered). Loaded with React.lazy by
 * layouts/site-frame.tsx, so its code stays out of every page's first load.
 */
export function FrameHeader({ route }: { route: RouteKey }) {
  const owner = useOwnerMenu();
  // Signing out (here or in another tab) ends this browser's push subscription (docs/product.md#notifications).
  useWithdrawPushOnSessionEnd(useAuth().session);
  // The News link and the unread count ask once the page's own calls are answered: they are not
  // what the owner came to the page for (api-client/core/after-page-calls.ts). On the page that
  // lists them they ask with it, at once: asking later would fetch that list again if it had
  // failed, from behind the page's "try again".
  const afterPageCalls = useAfterPageCalls();
  const news = useHeaderNews(afterPageCalls || pageShowsNews(route));
  const unread = useUnreadCount(afterPageCalls || route === 'notifications');
  // The static page's header has none of the owner's data (the server has no session). The answers
  // often come before this header's code has, so the header first renders as the static page has
  // it, and hydrates it in place, then shows the data in a render of its own, in the background. With
  // the data at once, React found text the static page does not have (error 418) and drew the whole
  // header anew in one long task (docs/performance.md#frame-hydrated). Mounted later, the data follows at once.
  // (An initial value of undefined would mean none: hence null for "not known yet", and 0.)
  const ownerName = useDeferredValue(owner.ownerName, '');
  const showNews = useDeferredValue(news.known ? news.showNews : null, null);
  const unreadNotifications = useDeferredValue(unread ?? 0, 0);
  return (
    <Header
      route={route}
      ownerName={ownerName}
      showNews={showNews ?? undefined}
      unreadNotifications={unreadNotifications}
      onLogout={owner.logout}
    />
  );
}
