import Image from 'next/image';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Link } from '@/components/ui/link';
import { narrowDesktop } from '@/config/header';
import { HEADER_HEIGHT, LAYER, LOGO_SIZE, TOUCH_TARGET, media } from '@/config/layout';
import type { RouteKey } from '@/config/routes';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { MenuIcon } from '@/components/ui/icons/menu-icon';
import { UserIcon } from '@/components/ui/icons/user-icon';
import { NotificationIcon } from './header-icons';

const NAV_ROUTES = ['home', 'rewards', 'news', 'dealer', 'help'] as const satisfies readonly RouteKey[];
type NavRoute = (typeof NAV_ROUTES)[number];

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${LAYER.header};
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 1.25rem;
  height: ${HEADER_HEIGHT};
  display: flex;
  align-items: center;
  /* Narrower just above the breakpoint, where the links, the bell and the name must share ~700 px. */
  gap: clamp(0.75rem, 2vw, 1.5rem);
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  padding: 0.5rem 0.25rem;
  flex-shrink: 0;
`;

const linkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 0.25rem;
  color: inherit;
  text-decoration: none;
  border-bottom: 3px solid transparent;

  &:hover {
    border-bottom-color: ${({ theme }) => theme.colors.border};
  }

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const DesktopNav = styled.nav`
  flex: 1;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: clamp(0.5rem, 2.6vw - 0.75rem, 1.25rem);
  }

  a {
    ${linkStyle}
    white-space: nowrap;
  }

  ${media.mobile} {
    display: none;
  }
`;

/** The space between the header's actions (the notifications link, the account menu, the menu button). */
const ACTIONS_GAP = '0.5rem';

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${ACTIONS_GAP};
  margin-left: auto;

  /* On a phone: the notifications link and the menu button, whose width is kept from the start, so
     the link does not move when the static page's first paint comes before the button is parsed. */
  ${media.mobile} {
    min-width: calc(2 * ${TOUCH_TARGET} + ${ACTIONS_GAP});
  }
`;

const IconLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: inherit;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 0.125rem;
  right: 0.125rem;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;

const DesktopOnly = styled.div`
  ${media.mobile} {
    display: none;
  }
`;

const MenuButton = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: inherit;
  cursor: pointer;

  ${media.mobile} {
    display: inline-flex;
  }
`;

const MobilePanel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 0.5rem 1.25rem 1rem;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  a,
  button {
    ${linkStyle}
    width: 100%;
    background: none;
    border-left: 0;
    border-right: 0;
    border-top: 0;
    font: inherit;
    cursor: pointer;
    text-align: left;
  }

  ${media.desktop} {
    display: none;
  }
`;

/** A link whose showing is not known yet: it keeps its place, unseen, unfocusable and unread. */
const PENDING_LINK = { 'aria-hidden': true, style: { visibility: 'hidden' } } as const;

/**
 * The account button. It shows the owner's name, and a long name ends in an ellipsis rather than
 * pushing the header wider than the screen; just above the phone layout there is no room for a
 * name, and the button is an icon as square as the bell's. Its accessible name always holds the
 * whole name ("Your account: ...").
 */
const AccountMenu = styled(DropdownMenu)`
  ${narrowDesktop} {
    > button {
      width: ${TOUCH_TARGET};
      padding: 0;
      justify-content: center;
    }
    > button > svg:last-child {
      display: none;
    }
  }
`;

const TriggerName = styled.span`
  display: block;
  max-width: clamp(6rem, 18vw, 14rem);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${narrowDesktop} {
    display: none;
  }
`;

const TriggerIcon = styled(UserIcon)`
  display: none;

  ${narrowDesktop} {
    display: block;
  }
`;

const Name = styled.p`
  margin: 0.75rem 0 0.25rem;
  font-weight: 600;
`;

/**
 * The logo, a link home. Memoised with the list below: the header renders again for each piece of
 * the owner's data it shows (the name, the unread count), which changes neither.
 */
const HeaderLogo = memo(function HeaderLogo() {
  const { t } = useTranslation('common');
  const { site } = useSite();
  const href = useRouteHref();
  return (
    <LogoLink href={href('home')} aria-label={t('nav.logoHome', { websiteName: site.websiteName })}>
      <Image src={site.logo} alt="" width={LOGO_SIZE.width} height={LOGO_SIZE.height} priority />
    </LogoLink>
  );
});

/**
 * The main links, in the desktop bar and in the phone's menu: drawn again only when the route or
 * the News link's showing changes (docs/performance.md#frame-hydrated).
 */
const NavList = memo(function NavList({ route, showNews }: { route: RouteKey; showNews: boolean | undefined }) {
  const { t } = useTranslation('common');
  const href = useRouteHref();
  const links: NavRoute[] = NAV_ROUTES.filter((key) => key !== 'news' || showNews !== false);
  return (
    <ul>
      {links.map((key) => (
        <li key={key} {...(key === 'news' && showNews === undefined ? PENDING_LINK : {})}>
          <Link href={href(key)} aria-current={key === route ? 'page' : undefined}>
            {t(`nav.${key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
});

/**
 * Logo, main links, the notifications link with the configured icon, and the owner's menu.
 * Below the 700 px breakpoint the links collapse into a menu button.
 */
interface HeaderProps {
  route: RouteKey;
  /** The owner's first and last name: the title of the account menu. */
  ownerName: string;
  /**
   * Whether the News link shows; undefined while the first page of news is still loading: the
   * link then keeps its place, invisible, so the links after it do not move when it comes.
   */
  showNews: boolean | undefined;
  /** How many notifications are unread: shown on the notifications link (and in its name); nothing while unknown or zero. */
  unreadNotifications?: number;
  onLogout: () => void;
}

export function Header({ route, ownerName, showNews, unreadNotifications, onLogout }: HeaderProps) {
  const { t } = useTranslation('common');
  const { site } = useSite();
  const href = useRouteHref();

  // The mobile menu belongs to the route it was opened on, so navigating closes it.
  const [openOnRoute, setOpenOnRoute] = useState<RouteKey | null>(null);
  const menuOpen = openOnRoute === route;
  const setMenuOpen = (open: boolean) => setOpenOnRoute(open ? route : null);
  const panelId = useId();

  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnRoute(null);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menuOpen]);

  const current = (key: RouteKey) => (key === route ? ('page' as const) : undefined);

  return (
    <Bar
      onBlur={(event) => {
        // Focus moved on past the open menu (Tab from its last item): the menu closes, so nothing
        // focused is left under it.
        const next = event.relatedTarget;
        if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) setOpenOnRoute(null);
      }}
    >
      <Inner>
        <HeaderLogo />
        <DesktopNav aria-label={t('nav.main')}>
          <NavList route={route} showNews={showNews} />
        </DesktopNav>
        <Actions>
          <IconLink
            href={href('notifications')}
            aria-label={unreadNotifications ? t('nav.notificationsUnread', { count: unreadNotifications }) : t('nav.notifications')}
            aria-current={current('notifications')}
          >
            <NotificationIcon kind={site.notificationIcon} />
            {unreadNotifications ? <Badge aria-hidden="true">{unreadNotifications}</Badge> : null}
          </IconLink>
          <DesktopOnly>
            <AccountMenu
              label={
                <>
                  <TriggerIcon />
                  <TriggerName>{ownerName}</TriggerName>
                </>
              }
              buttonLabel={`${t('nav.account')}: ${ownerName}`}
              align="end"
              items={[
                { id: 'profile', label: t('nav.profile'), href: href('profile') },
                { id: 'logout', label: t('nav.logout'), onSelect: onLogout },
              ]}
            />
          </DesktopOnly>
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </MenuButton>
        </Actions>
      </Inner>
      <MobilePanel id={panelId} aria-label={t('nav.main')} hidden={!menuOpen}>
        <NavList route={route} showNews={showNews} />
        <Name>{ownerName}</Name>
        <ul>
          <li>
            <Link href={href('profile')}>{t('nav.profile')}</Link>
          </li>
          <li>
            <button type="button" onClick={onLogout}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </MobilePanel>
    </Bar>
  );
}
