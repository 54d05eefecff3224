import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useInvite } from '@/api-client/profile/profile-hooks';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LINK_CUSTOMER_PARAM } from '@/config/email-links';
import { linkCustomerId } from '@/lib/email-links/link-params';
import { formatDate } from '@/lib/format';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { LinkCallState, LinkOutcome } from './link-outcome';

/**
 * The invitation link's page (`/invitation?customer=<id>`, docs/product.md#e-mail-landing-pages):
 * greets the invited person by name and leads them on. No account yet: to sign-up, with the
 * address the invitation went to (the activation link then comes by e-mail, as for any sign-up).
 * An account already: to login, or home when this browser is signed in. An expired or unknown
 * link still leads to sign-up and login, so nobody is left at a dead end.
 */
export function InvitationSection({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();
  if (!router.isReady) return <Spinner />;
  const customerId = linkCustomerId(router.query[LINK_CUSTOMER_PARAM]);
  return customerId ? <Invitation customerId={customerId} signedIn={signedIn} /> : <Failed failure="unknown" />;
}

function Invitation({ customerId, signedIn }: { customerId: string; signedIn: boolean }) {
  const { t } = useTranslation('invitation');
  const { site, locale } = useSite();
  const href = useRouteHref();
  const query = useInvite({ customerId });
  if (query.isPending || query.isError) {
    return <LinkCallState query={query} busy={t('busy')} outage={t('outage')} failed={(failure) => <Failed failure={failure} />} />;
  }
  const { firstName, status, emailHint, expiresAt } = query.data;
  if (status === 'active') {
    return (
      <LinkOutcome
        tone="success"
        message={t('already', { name: firstName, site: site.websiteName })}
        detail={t('alreadyDetail')}
        actions={
          signedIn ? (
            <Button href={href('home')}>{t('toHome', { site: site.websiteName })}</Button>
          ) : (
            <Button href={href('login')}>{t('login')}</Button>
          )
        }
      />
    );
  }
  return (
    <LinkOutcome
      tone="success"
      message={t('welcome', { name: firstName, site: site.websiteName })}
      detail={t('welcomeDetail', { email: emailHint, date: formatDate(expiresAt, locale, { dateStyle: 'long' }) })}
      actions={
        <>
          <Button href={href('signup')}>{t('signup')}</Button>
          <Button href={href('login')} variant="secondary">
            {t('haveAccount')}
          </Button>
        </>
      }
    />
  );
}

function Failed({ failure }: { failure: 'expired' | 'unknown' }) {
  const { t } = useTranslation('invitation');
  const href = useRouteHref();
  return (
    <LinkOutcome
      tone="error"
      message={t(failure)}
      detail={t(`${failure}Detail`)}
      actions={
        <>
          <Button href={href('signup')}>{t('signupAnyway')}</Button>
          <Button href={href('login')} variant="secondary">
            {t('haveAccount')}
          </Button>
        </>
      }
    />
  );
}
