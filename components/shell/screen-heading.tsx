import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SHELL_PICTURE_ID, VIEW_ATTRIBUTE } from '@/config/boot';
import { routeIntro, type ShellRoute } from '@/config/route-intros';
import { ApiClientCodeInPage } from '@/api-client/core/client-code-in-page';
import { Spinner } from '@/components/ui/spinner';

const Block = styled.div<{ $spaced: boolean }>`
  margin-bottom: ${({ $spaced }) => ($spaced ? '1.5rem' : '0')};

  h1:focus {
    outline: none;
  }
`;

const Intro = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A signed-in screen's title and introduction (its route module's intro, screens/<route>.route.ts). The
 * screen shows it, and so does its static page while the owner's status is still unknown
 * (features/auth/route-guard.tsx): the same element in both, so the page's largest paint is this
 * text as soon as the page arrives, and nothing moves when the screen takes over. The title takes
 * the focus a screen moves to it (tabIndex -1). `spaced`: the space below it, where the screen
 * does not put its own (a grid's gap).
 */
export function ScreenHeading({ route, spaced = true }: { route: ShellRoute; spaced?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Block $spaced={spaced}>
      <h1 tabIndex={-1}>{t(`pageTitle.${route}`)}</h1>
      <Intro>{t(routeIntro(route))}</Intro>
    </Block>
  );
}

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 0;
`;

/** The spinner's place on a list screen's static page: as large as a card's picture, which it may show. */
const PictureWaiting = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  align-items: center;
  width: min(100%, 28rem);
  aspect-ratio: 16 / 9;
  margin: 1.5rem auto 0;
  border-radius: ${({ theme }) => theme.radii.large};
  overflow: hidden;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  [role='status'] {
    position: relative;
  }
`;

/** Shown only where the head has marked <html> with the view (lib/boot/view-mark-script.ts), and hidden there. */
const OnView = styled.div<{ $view: string }>`
  html:not([${VIEW_ATTRIBUTE}='${({ $view }) => $view}']) & {
    display: none;
  }
`;
const OffView = styled.div<{ $view: string }>`
  html[${VIEW_ATTRIBUTE}='${({ $view }) => $view}'] & {
    display: none;
  }
`;

/**
 * What a signed-in screen shows while the owner's status is unknown, in its frame: its heading,
 * and a spinner where its sections will be. On the server too: this is the screen's static page,
 * which also lists the API client's code among its scripts (ApiClientCodeInPage). `picture`: a
 * list screen led by its first card's picture (rewards, news) keeps a place for it behind the
 * spinner (SHELL_PICTURE_ID), hidden until the head's script shows it; the place's size never
 * changes, so nothing moves when it does. `children`: more of the screen's code to list among the
 * static page's scripts, parts that render nothing (the rewards page: the consent-again prompt's).
 * `lead`: what the screen draws under its heading before it has any data, drawn the same here so
 * it is in the static page and stays in place (the notifications page: the push switch).
 * `view`: a view of the page its address may open (the rewards page's Points tab), marked on
 * <html> by the head before the first paint (RouteBoot's `view`, screens/boot-kit.ts), and the
 * view's outline, shown on that address in place of the spinner: the view's first drawing, so the
 * owner sees the view they came for at once.
 */
export function ScreenShell({
  route,
  picture = false,
  lead,
  view,
  children,
}: {
  route: ShellRoute;
  picture?: boolean;
  lead?: ReactNode;
  view?: { name: string; outline: ReactNode };
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const spinner = <Spinner label={t('loading')} />;
  const waiting = picture ? (
    <PictureWaiting>
      {/* The head's script shows it and gives it its addresses before React hydrates it. */}
      <span id={SHELL_PICTURE_ID} hidden aria-hidden="true" suppressHydrationWarning>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img alt="" fetchPriority="high" suppressHydrationWarning />
      </span>
      {spinner}
    </PictureWaiting>
  ) : (
    <Waiting>{spinner}</Waiting>
  );
  return (
    <>
      <ApiClientCodeInPage />
      {children}
      <ScreenHeading route={route} />
      {lead}
      {view ? (
        <>
          <OnView $view={view.name}>{view.outline}</OnView>
          <OffView $view={view.name}>{waiting}</OffView>
        </>
      ) : (
        waiting
      )}
    </>
  );
}
