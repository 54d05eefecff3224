import type { SiteConfig } from '@/config/site-schema';

const common = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

/** The notifications icon the site configures: a bell, an sms bubble or a generic message icon. */
export function NotificationIcon({ kind }: { kind: SiteConfig['notificationIcon'] }) {
  if (kind === 'bell') {
    return (
      <svg {...common} data-icon="bell">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
    );
  }
  if (kind === 'sms') {
    return (
      <svg {...common} data-icon="sms">
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
        <path d="M8 10h.01M12 10h.01M16 10h.01" />
      </svg>
    );
  }
  return (
    <svg {...common} data-icon="other">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

export function MenuToggleIcon({ open }: { open: boolean }) {
  return open ? (
    <svg {...common}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  ) : (
    <svg {...common}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
