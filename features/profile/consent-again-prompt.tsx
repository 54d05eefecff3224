import { CONSENT_AGAIN_LATER_KEY } from '@/config/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYER, media } from '@/config/layout';
import { useConsents, useLatestConsents, useUpdateConsents } from '@/api-client/consents/consents-hooks';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { focusLost } from '@/lib/focus-lost';
import { useSite } from '@/lib/site-context';
import { consentsToRenew } from './consent-rules';

const Popover = styled.section`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: ${LAYER.consentAgain};
  width: min(26rem, calc(100vw - 2.5rem));
  max-height: calc(100vh - 2.5rem);
  overflow: auto;
  padding: 1.25rem 1.25rem 1rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.22);

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }

  ${media.mobile} {
    right: 0;
    bottom: 0;
    width: 100%;
    max-height: 70vh;
    border-radius: ${({ theme }) => theme.radii.large} ${({ theme }) => theme.radii.large} 0 0;
  }
`;

/** The prompt put aside: a small button in the same corner that opens it again. */
const Reopen = styled(Button)`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: ${LAYER.consentAgain};
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.2);

  /* Over the page's content: not see-through like other secondary buttons. */
  &&:not(:hover) {
    background: ${({ theme }) => theme.colors.background};
  }

  ${media.mobile} {
    right: 0.75rem;
    bottom: 0.75rem;
    left: 0.75rem;
  }
`;


/**
 * While the prompt or its button floats over the bottom of the window, the page gets as much room
 * below its end, and focus scrolls to above it (scroll-padding), so nothing on the page stays
 * hidden under it: the last switch of a form can be scrolled up and tapped.
 */
function useRoomBelow(floating: HTMLElement | null) {
  useEffect(() => {
    if (!floating) return;
    const root = document.documentElement;
    const apply = () => {
      const room = `${Math.max(0, Math.ceil(window.innerHeight - floating.getBoundingClientRect().top))}px`;
      root.style.scrollPaddingBottom = room;
      document.body.style.paddingBottom = room;
    };
    // The observer's first call comes once the prompt is laid out, in the same frame, before it is
    // painted: reading its place then costs nothing, where reading it now, as it mounts, made the
    // browser lay out the whole page at once (a long task on a phone). Where ResizeObserver is
    // missing (old browsers, jsdom), the room is set as it opens and on resize.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    if (observer) observer.observe(floating);
    else apply();
    window.addEventListener('resize', apply);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', apply);
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [floating]);
}

/**
 * Set in the tab's sessionStorage (CONSENT_AGAIN_LATER_KEY) when the owner puts the prompt aside
 * with "Later": it then stays a small button on every page of this visit, and opens in full again
 * on the next visit or after a sign-out (the token store removes it with the session).
 */
function readLater(): boolean {
  try {
    return window.sessionStorage.getItem(CONSENT_AGAIN_LATER_KEY) === '1';
  } catch {
    return false;
  }
}

function storeLater(later: boolean) {
  try {
    if (later) window.sessionStorage.setItem(CONSENT_AGAIN_LATER_KEY, '1');
    else window.sessionStorage.removeItem(CONSENT_AGAIN_LATER_KEY);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

const Items = styled.ul`
  margin: 0.5rem 0 1rem;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.75rem;

  p {
    margin: 0.25rem 0 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;

  ${media.mobile} {
    > * {
      flex: 1;
    }
  }
`;

/**
 * The consent-again prompt (site config mustConsentAgain, consentStyle 'popover'): on every
 * signed-in page while a consent the owner accepted has a newer version. Accepting or declining
 * is saved with PUT consents and the prompt goes. It does not take focus (it shows on every page);
 * it is a labelled region after the page's content, announced when it appears. Because it sits
 * over the bottom of the page, "Later" folds it into a small button in its corner for the rest of
 * the visit, so a form underneath can be used; the button opens it again.
 * Loaded lazily by the signed-in layout, and only on sites with mustConsentAgain.
 */
export function ConsentAgainPrompt() {
  const { t } = useTranslation('common');
  const { site } = useSite();
  const toast = useToast();
  const consents = useConsents({ enabled: site.mustConsentAgain });
  const latest = useLatestConsents({ enabled: site.mustConsentAgain });
  const update = useUpdateConsents();
  // Read once: the prompt is client-only (loaded with ssr: false), so sessionStorage is there.
  const [later, setLater] = useState(readLater);
  // After the owner folds or opens the prompt, focus follows to what replaced the button pressed.
  const toggled = useRef(false);
  const reopenButton = useRef<HTMLButtonElement | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  // After an answer is saved, the button pressed may be gone (with the whole prompt, or the
  // Decline button once only required consents are left): focus then goes to what remains.
  const answered = useRef(false);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  useRoomBelow(floating);
  const reopenRef = useCallback((element: HTMLButtonElement | null) => {
    reopenButton.current = element;
    setFloating(element);
  }, []);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (later ? reopenButton.current : title.current)?.focus();
  }, [later]);
  const rows = consents.data && latest.data ? consentsToRenew(site.mustConsentAgain, consents.data, latest.data) : [];
  const renewing = rows.map((row) => row.consent.consentId).join(' ');
  // The saved answer reaches the consents' query (and so the rows) after the call has resolved.
  useEffect(() => {
    if (!answered.current) return;
    answered.current = false;
    // Focus is still somewhere (a button that stayed, or where the owner went meanwhile): leave it.
    if (!focusLost()) return;
    // The prompt stays (only required consents left): its Accept button; it went: the page's main
    // content, the skip link's target (every layout's <main> takes focus: tabIndex -1).
    (acceptButton.current ?? document.querySelector<HTMLElement>('main'))?.focus();
  }, [renewing]);

  function putAside(aside: boolean) {
    storeLater(aside);
    toggled.current = true;
    setLater(aside);
  }

  if (rows.length === 0) return null;
  const required = rows.filter((row) => row.latest.required);

  if (later) {
    return (
      <Reopen ref={reopenRef} variant="secondary" onClick={() => putAside(false)}>
        {t('consentAgain.reopen')}
      </Reopen>
    );
  }

  async function answer(accepted: boolean) {
    // A required consent cannot be declined: declining answers only the optional ones.
    const decisions = rows.filter((row) => accepted || !row.latest.required).map((row) => ({ consentId: row.consent.consentId, accepted }));
    if (decisions.length === 0) return;
    try {
      await update.mutateAsync({ consents: decisions });
      answered.current = true;
      toast.success(t(accepted ? 'consentAgain.accepted' : 'consentAgain.declined'));
    } catch {
      toast.error(t('consentAgain.failed'));
    }
  }

  return (
    <Popover ref={setFloating} aria-labelledby="consent-again-title" aria-describedby="consent-again-intro" data-consent-style={site.consentStyle}>
      <h2 id="consent-again-title" role="status" ref={title} tabIndex={-1}>
        {t('consentAgain.title')}
      </h2>
      <p id="consent-again-intro">{t('consentAgain.intro', { count: rows.length })}</p>
      <Items>
        {rows.map((row) => (
          <li key={row.consent.consentId}>
            <strong>{row.latest.title}</strong>
            <p>{row.latest.text}</p>
          </li>
        ))}
      </Items>
      {required.length > 0 && <p>{t('consentAgain.required')}</p>}
      <Actions>
        <Button ref={acceptButton} loading={update.isPending} onClick={() => void answer(true)}>
          {t('consentAgain.accept')}
        </Button>
        {required.length < rows.length && (
          <Button variant="secondary" loading={update.isPending} onClick={() => void answer(false)}>
            {t('consentAgain.decline')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => putAside(true)}>
          {t('consentAgain.later')}
        </Button>
      </Actions>
    </Popover>
  );
}
