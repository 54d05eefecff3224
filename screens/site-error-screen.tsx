import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';
import { useSignedInMarker } from '@/features/auth/use-user-status';
import { useRouteHref } from '@/lib/routing/use-route-href';

/**
 * The way on from a site's error page (docs/product.md#errors): home for a signed-in owner, login
 * otherwise. The static page and a browser without a session show login (its page sends a
 * signed-in owner on); a browser that holds a session shows home once the page has started.
 */
function WayHome() {
  const { t } = useTranslation('common');
  const href = useRouteHref();
  const signedIn = useSignedInMarker() === true;
  return (
    <Button href={href(signedIn ? 'home' : 'login')} variant="primary" data-way-home={signedIn ? 'home' : 'login'}>
      {signedIn ? t('wayHome.home') : t('wayHome.signIn')}
    </Button>
  );
}

/** A site's own 404: a path no route of the site answers, in the site's brand, language and frame. */
export function SiteNotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <Stack $gap="m" $align="start">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.siteBody')}</p>
      <WayHome />
    </Stack>
  );
}

/** A site's own 500: a request of the site that failed on the server, in its brand, language and frame. */
export function SiteServerErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <Stack $gap="m" $align="start">
      <h1>{t('serverError.title')}</h1>
      <p>{t('serverError.body')}</p>
      <Stack $gap="s" $row $wrap>
        <WayHome />
        {/* The same address again. */}
        <Button variant="secondary" type="button" onClick={() => window.location.reload()}>
          {t('serverError.retry')}
        </Button>
      </Stack>
    </Stack>
  );
}
