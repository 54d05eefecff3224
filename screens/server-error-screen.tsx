import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.main`
  margin: 15vh auto 0;
  max-width: 36rem;
  padding: 0 1.25rem;
  text-align: center;
`;

export function ServerErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <Panel>
      <Head>
        <title>{t('serverError.title')}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <h1>{t('serverError.title')}</h1>
      <p>{t('serverError.body')}</p>
    </Panel>
  );
}
