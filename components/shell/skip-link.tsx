import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYER } from '@/config/layout';

const Link = styled.a`
  position: absolute;
  left: 0.75rem;
  top: -4rem;
  z-index: ${LAYER.skipLink};
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.small};

  &:focus {
    top: 0.75rem;
  }
`;

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation('common');
  return <Link href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</Link>;
}
