import { useRouter } from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * sessionStorage key: set when this browser deleted the account, until the login page is left.
 * In its own module, so the login page does not load the delete dialog with it. Its words are
 * login's (`login:accountDeleted`): the login page loads no other namespace.
 */
export const ACCOUNT_DELETED_KEY = 'account-deleted';

const noSubscription = () => () => undefined;

/** Where the sign-out sends the browser (features/auth/auth-provider.tsx), on its way to login. */
const SITE_ROOT = '/';

/** On the login page after the account was deleted (or with ?account=deleted): says the account is gone. */
export function AccountDeletedNotice() {
  const { t } = useTranslation('login');
  const router = useRouter();
  // Read after hydration only (the static page has no storage), so server and client agree.
  const flagged = useSyncExternalStore(
    noSubscription,
    () => window.sessionStorage.getItem(ACCOUNT_DELETED_KEY) === '1',
    () => false,
  );
  // Forgotten when the owner leaves the login page. Not when the notice merely unmounts: while the
  // sign-out settles, the route guard may show its loading state in the page's place for a moment,
  // and the notice must still be there when the page comes back. Nor on the way through the site's
  // root: the sign-out's own navigation goes there (and from there to login again), and it may
  // land after the route guard's redirect has already shown the login page.
  useEffect(() => {
    const at = window.location.pathname;
    return () => {
      const now = window.location.pathname;
      if (now !== at && now !== SITE_ROOT) window.sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
    };
  }, []);
  if (!flagged && router.query.account !== 'deleted') return null;
  return <Notice role="status">{t('accountDeleted')}</Notice>;
}

const Notice = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
