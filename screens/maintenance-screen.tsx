import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.div`
  margin: 15vh auto 0;
  max-width: 36rem;
  text-align: center;
`;

/** Shown for every path of a site whose maintenance flag is on. */
export function MaintenanceScreen() {
  const { t } = useTranslation('common');
  return (
    <Panel>
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.body')}</p>
    </Panel>
  );
}
