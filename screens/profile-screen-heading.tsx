import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 40rem;
  margin-bottom: 1.5rem;
`;

/** A profile tab's heading and one line on what it holds. */
export function ProfileScreenHeading({ route, intro }: { route: RouteKey; intro: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t(`pageTitle.${route}`)}</h1>
      <Intro>{t(intro)}</Intro>
    </>
  );
}
