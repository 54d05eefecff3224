import type { SiteConfig } from '@/config/site-schema';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { ChatIcon } from '@/components/ui/icons/chat-icon';
import { SmsIcon } from '@/components/ui/icons/sms-icon';

/** The notifications icon the site configures: a bell, an sms bubble or a generic message icon. */
export function NotificationIcon({ kind }: { kind: SiteConfig['notificationIcon'] }) {
  if (kind === 'bell') return <BellIcon data-icon="bell" />;
  if (kind === 'sms') return <SmsIcon data-icon="sms" />;
  return <ChatIcon data-icon="other" />;
}
