import { CONSENT_AGAIN_LATER_KEY } from '@/config/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { useConsents, useLatestConsents, useUpdateConsents } from '@/api-client/consents/consents-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { DockSlot, useEarlierSheetOpen, useOpenSheet } from '@/components/ui/bottom-dock';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { standInChoiceDue } from '@/lib/analytics/stand-in';
import { focusLost } from '@/lib/focus-lost';
import { useSite } from '@/lib/site-context';
import { consentsToRenew } from './consent-rules';

const Popover = styled.section`
  width: min(26rem, calc(100vw - 2.5rem));
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
    width: auto;
    border-radius: ${({ theme }) => theme.radii.large} ${({ theme }) => theme.radii.large} 0 0;
  }
`;

/** The prompt put aside: a small button in its place in the dock that opens it again. */
const Reopen = styled(Button)`
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.2);

  /* Over the page's content: not see-through like other secondary buttons. */
  &&:not(:hover) {
    background: ${({ theme }) => theme.colors.background};
  }

  ${media.mobile} {
    width: calc(100% - 1.5rem);
    margin: 0 0.75rem 0.5rem;
  }
`;

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
 * over the bottom of the page, "Later" folds it into a small button in its place in the bottom dock
 * for the rest of the visit, so a form underneath can be used; the button opens it again. While
 * the cookie choice is open, or still to come, it waits folded too (components/ui/bottom-dock.tsx).
 * Loaded lazily by the signed-in layout, and only on sites with mustConsentAgain.
 */
export function ConsentAgainPrompt() {
  const { t } = useTranslation('common');
  const { site } = useSite();
  const toast = useToast();
  const consents = useConsents({ enabled: site.mustConsentAgain });
  const latest = useLatestConsents({ enabled: site.mustConsentAgain });
  const update = useUpdateConsents();
  // Read once: the prompt is client-only (layouts/site-frame.tsx mounts it in the browser only), so sessionStorage is there.
  const [later, setLater] = useState(readLater);
  // After the owner folds or opens the prompt, focus follows to what replaced the button pressed.
  const toggled = useRef(false);
  const reopenButton = useRef<HTMLButtonElement | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  // After an answer is saved, the button pressed may be gone (with the whole prompt, or the
  // Decline button once only required consents are left): focus then goes to what remains.
  const answered = useRef(false);
  // While the cookie choice is open, this waits folded (its turn in the dock comes after), unless
  // the owner opens it. The cookie choice mounts once the page has loaded, often after this has its
  // answers: while it is still to come (read as this mounts), this waits folded from its first
  // paint too, rather than showing open for a moment and folding when the cookie choice comes.
  const earlierOpen = useEarlierSheetOpen('consentAgain');
  const [cookieChoiceDue] = useState(standInChoiceDue);
  const [cookieChoiceCame, setCookieChoiceCame] = useState(false);
  if (earlierOpen && !cookieChoiceCame) setCookieChoiceCame(true);
  const waiting = earlierOpen || (cookieChoiceDue && !cookieChoiceCame);
  const [asked, setAsked] = useState(false);
  const folded = later || (waiting && !asked);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (folded ? reopenButton.current : title.current)?.focus();
  }, [folded]);
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
    setAsked(!aside);
  }

  useOpenSheet('consentAgain', rows.length > 0 && !folded);
  if (rows.length === 0) return null;
  const required = rows.filter((row) => row.latest.required);

  if (folded) {
    return (
      <DockSlot place="consentAgain">
        <Reopen ref={reopenButton} variant="secondary" onClick={() => putAside(false)}>
          {t('consentAgain.reopen')}
        </Reopen>
      </DockSlot>
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
    } catch (failure) {
      toast.error(t(failureKey(failure, 'consentAgain.failed')));
    }
  }

  return (
    <DockSlot place="consentAgain">
    <Popover aria-labelledby="consent-again-title" aria-describedby="consent-again-intro" data-consent-style={site.consentStyle}>
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
    </DockSlot>
  );
}
