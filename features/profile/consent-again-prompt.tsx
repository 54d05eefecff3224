import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { useConsents, useLatestConsents, useUpdateConsents } from '@/api-client/consents/consents-hooks';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { useSite } from '@/lib/site-context';
import { consentsToRenew } from './consent-rules';

const Popover = styled.section`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: 40;
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
 * it is a labelled region after the page's content, announced when it appears.
 * Loaded lazily by the signed-in layout, and only on sites with mustConsentAgain.
 */
export function ConsentAgainPrompt() {
  const { t } = useTranslation('common');
  const { site } = useSite();
  const toast = useToast();
  const consents = useConsents({ enabled: site.mustConsentAgain });
  const latest = useLatestConsents({ enabled: site.mustConsentAgain });
  const update = useUpdateConsents();

  if (!consents.data || !latest.data) return null;
  const rows = consentsToRenew(site.mustConsentAgain, consents.data, latest.data);
  if (rows.length === 0) return null;
  const required = rows.filter((row) => row.latest.required);

  async function answer(accepted: boolean) {
    // A required consent cannot be declined: declining answers only the optional ones.
    const decisions = rows.filter((row) => accepted || !row.latest.required).map((row) => ({ consentId: row.consent.consentId, accepted }));
    if (decisions.length === 0) return;
    try {
      await update.mutateAsync({ consents: decisions });
      toast.success(t(accepted ? 'consentAgain.accepted' : 'consentAgain.declined'));
    } catch {
      toast.error(t('consentAgain.failed'));
    }
  }

  return (
    <Popover aria-labelledby="consent-again-title" aria-describedby="consent-again-intro" data-consent-style={site.consentStyle}>
      <h2 id="consent-again-title" role="status">
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
        <Button loading={update.isPending} onClick={() => void answer(true)}>
          {t('consentAgain.accept')}
        </Button>
        {required.length < rows.length && (
          <Button variant="secondary" loading={update.isPending} onClick={() => void answer(false)}>
            {t('consentAgain.decline')}
          </Button>
        )}
      </Actions>
    </Popover>
  );
}
