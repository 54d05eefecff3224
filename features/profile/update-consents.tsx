import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useConsents, useLatestConsents, useUpdateConsents } from '@/api-client/consents/consents-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Stack } from '@/components/ui/stack';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast/use-toast';
import { StackList } from '@/components/ui/plain-list';
import { formatDate } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { consentRows, type ConsentRow } from './consent-rules';

const Title = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;

  h2 {
    margin: 0;
  }
`;

const Text = styled.p`
  margin: 0;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Note = styled.p<{ $tone: 'info' | 'warning' }>`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.error : theme.colors.primary)};
  background: ${({ theme }) => theme.colors.background};
`;

function ConsentsSkeleton() {
  return (
    <StackList aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Card>
            <Stack $gap="s">
              <Skeleton width="14rem" height="1.25rem" />
              <Skeleton height="2.75rem" />
              <Skeleton width="10rem" height="1rem" />
            </Stack>
          </Card>
        </li>
      ))}
    </StackList>
  );
}

/**
 * Consent (api-client/openapi.yaml: consents, consents/latest, PUT consents): each consent with its latest text,
 * its version and a switch that saves at once. A required consent cannot be switched off here:
 * the page says what it means and where to go instead (deleting the account).
 */
export function UpdateConsents() {
  const { t } = useTranslation('profile');
  const consents = useConsents();
  const latest = useLatestConsents();

  if (consents.isPending || latest.isPending) return <ConsentsSkeleton />;
  // Data first: after the pending check, an error without data is a failed first load; a failed
  // background refetch keeps the consents as shown.
  if (consents.data === undefined || latest.data === undefined) {
    const retry = () => {
      if (consents.data === undefined) void consents.refetch();
      if (latest.data === undefined) void latest.refetch();
    };
    return <ErrorState message={t('consent.loadError')} onRetry={retry} retrying={consents.isFetching || latest.isFetching} />;
  }
  const rows = consentRows(consents.data, latest.data);
  if (rows.length === 0) return <EmptyState title={t('consent.emptyTitle')} description={t('consent.empty')} />;
  return (
    <StackList>
      {rows.map((row) => (
        <li key={row.consent.consentId}>
          <ConsentItem row={row} />
        </li>
      ))}
    </StackList>
  );
}

function ConsentItem({ row }: { row: ConsentRow }) {
  const { t } = useTranslation('profile');
  const { locale } = useSite();
  const toast = useToast();
  const update = useUpdateConsents();
  const [pendingValue, setPendingValue] = useState<boolean | null>(null);
  const { consent, latest, outdated } = row;
  const locked = latest.required && consent.accepted;

  async function save(accepted: boolean) {
    setPendingValue(accepted);
    try {
      await update.mutateAsync({ consents: [{ consentId: consent.consentId, accepted }] });
      toast.success(t(accepted ? 'consent.savedOn' : 'consent.savedOff', { title: latest.title }));
    } catch (failure) {
      toast.error(t(failureKey(failure, 'consent.saveFailed'), { title: latest.title }));
    } finally {
      setPendingValue(null);
    }
  }

  const decided = consent.decidedAt ? formatDate(consent.decidedAt, locale, { dateStyle: 'long' }) : null;
  const status =
    consent.acceptedVersion === null || decided === null
      ? t('consent.status.undecided')
      : consent.accepted
        ? t('consent.status.accepted', { version: consent.acceptedVersion, date: decided })
        : t('consent.status.declined', { date: decided });

  return (
    <Card as="article" aria-labelledby={`consent-${consent.consentId}`}>
      <Stack $gap="s">
        {/* The switch beside the consent's title, named by it: on is yes, off is no. */}
        <Title>
          <h2 id={`consent-${consent.consentId}`}>{latest.title}</h2>
          <Switch
            label={latest.title}
            labelHidden
            checked={pendingValue ?? consent.accepted}
            disabled={update.isPending || locked}
            onChange={(accepted) => void save(accepted)}
          />
        </Title>
        <Text>{latest.text}</Text>
        <Meta>
          {t('consent.version', { version: latest.version })} · {status}
        </Meta>
        {outdated && (
          <Note $tone="warning">
            {t('consent.outdated', { accepted: consent.acceptedVersion, version: latest.version })}
          </Note>
        )}
        {latest.required && <Note $tone="info">{t('consent.required')}</Note>}
        {outdated && (
          <div>
            <Button variant="secondary" loading={update.isPending} onClick={() => void save(true)}>
              {t('consent.acceptNew', { version: latest.version })}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
