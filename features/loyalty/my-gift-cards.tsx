import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GiftCard } from '@/api-client/loyalty/loyalty-api';
import { useGiftCard, useGiftCards } from '@/api-client/loyalty/loyalty-hooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyCode } from '@/components/ui/copy-code';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { SectionSkeleton } from '@/components/ui/section-card';
import { titleRowLayout } from '@/components/ui/title-row';
import { StackList } from '@/components/ui/plain-list';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useSite } from '@/lib/site-context';

const Top = styled.div`
  ${titleRowLayout('baseline', '1rem')}
`;

const Meta = styled.p`
  margin: 0.25rem 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The owner's gift cards, newest first; each code stays hidden until asked for. */
export function MyGiftCards() {
  const { t } = useTranslation('loyalty');
  const cards = useGiftCards();
  return (
    <section aria-labelledby="my-gift-cards" aria-busy={cards.isPending || undefined}>
      <Heading level={2} id="my-gift-cards">
        {t('cards.title')}
      </Heading>
      {cards.isPending ? (
        <SectionSkeleton label={t('cards.loading')} lines={3} />
      ) : cards.data === undefined ? (
        <ErrorState message={t('cards.error')} onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
      ) : cards.data.length === 0 ? (
        <EmptyState title={t('cards.emptyTitle')} description={t('cards.emptyBody')} />
      ) : (
        <StackList>
          {cards.data.map((card) => (
            <li key={card.auditNumber}>
              <GiftCardItem card={card} />
            </li>
          ))}
        </StackList>
      )}
    </section>
  );
}

function GiftCardItem({ card }: { card: GiftCard }) {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const [revealed, setRevealed] = useState(false);
  const amount = formatMoney(card.amount, card.currency, locale, { maximumFractionDigits: 0 });
  return (
    <Card>
      <Top>
        <Heading level={3} size={4}>
          {t('cards.name', { vendor: card.vendorName, amount })}
        </Heading>
        <Badge>{t(`cards.status.${card.status}`)}</Badge>
      </Top>
      <Meta>
        {t('cards.meta', {
          bought: formatDate(card.purchasedAt, locale),
          expires: formatDate(card.expiresAt, locale),
          points: formatNumber(card.pointsCost, locale),
          count: card.pointsCost,
        })}
      </Meta>
      {revealed ? (
        <RevealedCode auditNumber={card.auditNumber} label={t('cards.name', { vendor: card.vendorName, amount })} />
      ) : (
        <Button variant="secondary" size="small" onClick={() => setRevealed(true)} aria-label={t('cards.revealFor', { vendor: card.vendorName, amount })}>
          {t('cards.reveal')}
        </Button>
      )}
    </Card>
  );
}

/** The code, read from the card's details (GET gift-cards/{auditNumber}) only when the owner asks, with a copy button. */
function RevealedCode({ auditNumber, label }: { auditNumber: string; label: string }) {
  const { t } = useTranslation('loyalty');
  const card = useGiftCard({ auditNumber });
  // The button that asked for the code is gone: focus goes to the code's copy button once it is there.
  const copyButton = useRef<HTMLButtonElement>(null);
  // Once there: a failed refetch keeps the code (and does not move focus again).
  const shown = card.data !== undefined;
  useEffect(() => {
    if (shown) copyButton.current?.focus();
  }, [shown]);
  if (card.isPending) return <SectionSkeleton label={t('cards.revealing')} lines={1} />;
  if (card.data === undefined) return <ErrorState message={t('cards.codeError')} onRetry={() => void card.refetch()} retrying={card.isFetching} />;
  return (
    <div aria-live="polite">
      <CopyCode
        code={card.data.code}
        texts={{ label: t('cards.code'), copy: t('cards.copy'), copied: t('cards.copied'), copyFailed: t('cards.copyFailed') }}
        copyName={t('cards.copyFor', { card: label })}
        buttonRef={copyButton}
      />
    </div>
  );
}
