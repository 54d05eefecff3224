import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useUnsubscribe } from '@/api-client/profile/profile-hooks';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LINK_CUSTOMER_PARAM } from '@/config/email-links';
import { linkCustomerId } from '@/lib/email-links/link-params';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { LinkCallState, LinkOutcome } from './link-outcome';

/**
 * The unsubscribe link's page (`/afmeld?customer=<id>`, docs/product.md#e-mail-landing-pages):
 * the call unsubscribes as the page opens, from the page's script only (a mail scanner fetching
 * the link's HTML unsubscribes nobody), and says what happened. Signed in or out alike.
 */
export function UnsubscribeSection() {
  const router = useRouter();
  // The static page renders before the query string is known.
  if (!router.isReady) return <Spinner />;
  const customerId = linkCustomerId(router.query[LINK_CUSTOMER_PARAM]);
  return customerId ? <Unsubscribe customerId={customerId} /> : <Failed failure="unknown" />;
}

function Unsubscribe({ customerId }: { customerId: string }) {
  const { t } = useTranslation('unsubscribe');
  const { site } = useSite();
  const query = useUnsubscribe({ customerId });
  if (query.isPending || query.isError) {
    return <LinkCallState query={query} busy={t('busy')} outage={t('outage')} failed={(failure) => <Failed failure={failure} />} />;
  }
  const values = { email: query.data.emailHint, brand: t(`common:brand.${site.brand}.name`) };
  return (
    <LinkOutcome
      tone="success"
      message={query.data.alreadyUnsubscribed ? t('already', values) : t('done', values)}
      detail={t('accountMails')}
      actions={<ConsentLink />}
    />
  );
}

function Failed({ failure }: { failure: 'expired' | 'unknown' }) {
  const { t } = useTranslation('unsubscribe');
  return <LinkOutcome tone="error" message={t(failure)} detail={t(`${failure}Detail`)} actions={<ConsentLink />} />;
}

/** The lasting way to choose one's e-mails: consent in the profile (login first when signed out). */
function ConsentLink() {
  const { t } = useTranslation('unsubscribe');
  const href = useRouteHref();
  return (
    <Button href={href('profileConsent')} variant="secondary">
      {t('manageConsent')}
    </Button>
  );
}
