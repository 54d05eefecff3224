import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem 0.75rem;
  flex-wrap: wrap;
`;

const Said = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

type Outcome = { copied: boolean; count: number } | null;

/**
 * Shares a link to what the page shows (a reward, a news article: docs/product.md#deep-links), at
 * `path` (a path of this site with its query) on the page's own host, so it opens the same thing
 * for another owner of the site, through sign-in when they are signed out. Where the browser has
 * the system's share sheet (navigator.share) it opens that; elsewhere, or when the sheet cannot
 * open, the link is copied, and a live region says so (or, when copying is refused, shows the link
 * to copy by hand). An owner closing the sheet is no failure: nothing is said.
 */
export function ShareLink({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation('common');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const url = () => new URL(path, window.location.origin).href;

  const share = async () => {
    const link = url();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: link });
        return;
      } catch (error) {
        if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
      }
    }
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      // Refused (no permission, an insecure page): the link is shown to copy by hand.
    }
    // A new count each time, so the same words said again are announced again.
    setOutcome((before) => ({ copied, count: (before?.count ?? 0) + 1 }));
  };

  // The live region is there from the start (empty), so what it says later is announced.
  return (
    <Row>
      <Button variant="secondary" size="small" onClick={() => void share()}>
        {t('ui.share.action')}
      </Button>
      <Said role="status">
        {outcome &&
          (outcome.copied ? (
            <span key={outcome.count}>{t('ui.share.copied')}</span>
          ) : (
            <span key={outcome.count}>
              {t('ui.share.copyFailed')} <span translate="no">{url()}</span>
            </span>
          ))}
      </Said>
    </Row>
  );
}
