import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.main`
  margin: 15vh auto 0;
  max-width: 36rem;
  padding: 0 1.25rem;
  text-align: center;
`;

/** The 404 page. It belongs to no site (the host may be unknown), so it links to the host's root. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <Panel>
      <Head>
        <title>{t('notFound.title')}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        {/* A plain link: the root of whatever host this is, resolved by the proxy. */}
        <a href="/">{t('notFound.home')}</a>
      </p>
    </Panel>
  );
}
