import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RouteKey } from '@/config/routes';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
  max-width: 40rem;
`;

interface IntroScreenProps {
  route: RouteKey;
  /** The translation key of the introduction, with its namespace: 'home:intro'. */
  intro: string;
}

/** A route's heading and introduction: what a screen shows before its own content is built. */
export function IntroScreen({ route, intro }: IntroScreenProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t(`pageTitle.${route}`)}</h1>
      <Intro>{t(intro)}</Intro>
    </>
  );
}
