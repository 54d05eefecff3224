import type { NextPageContext } from 'next';
import NextError from 'next/error';
import type { ErrorPageProps } from '@/lib/page/error-page-props';
import type { PageProps } from '@/lib/page/static-props';
import { ServerErrorScreen } from '@/screens/server-error-screen';
import { SiteServerErrorScreen } from '@/screens/site-error-screen';

type ErrorProps = Partial<PageProps> & Partial<ErrorPageProps> & { statusCode: number };

/**
 * The 500 (docs/product.md#errors): rendered on the request that failed, so that on a known site's
 * host it is the site's own page, in its brand, language and frame (_app renders it as the
 * `serverError` page of the site); on an unknown host the neutral page. There is no static
 * pages/500.tsx: Next would serve that one, the same for every site. 404s have their pages
 * (pages/404.tsx and the sites' own, rewritten to by the proxy).
 */
function ErrorPage({ site, _nextI18Next, statusCode }: ErrorProps) {
  if (site) return <SiteServerErrorScreen />;
  if (_nextI18Next) return <ServerErrorScreen />;
  // An error in the browser, or one whose words could not be had: Next's own page.
  return <NextError statusCode={statusCode} />;
}

ErrorPage.getInitialProps = async ({ req, res, err }: NextPageContext): Promise<ErrorProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  // The server's branch only: Next's bundler drops it, and the translation loader, from the browser's code.
  if (typeof window === 'undefined' && req) {
    const { serverErrorProps } = await import('@/lib/page/server-error-props');
    return { statusCode, ...(await serverErrorProps(req)) };
  }
  return { statusCode };
};

export default ErrorPage;
