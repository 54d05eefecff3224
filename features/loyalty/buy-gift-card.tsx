import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureKey, isApiError } from '@/api-client/core/api-error';
import type { GiftCard, GiftCardVendor } from '@/api-client/loyalty/loyalty-api';
import { useBuyGiftCard, useGiftCardVendor } from '@/api-client/loyalty/loyalty-hooks';
import { loyaltyKeys } from '@/api-client/loyalty/loyalty-keys';
import { Button } from '@/components/ui/button';
import { CopyCode } from '@/components/ui/copy-code';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { useUnloadGuard } from '@/lib/routing/use-unload-guard';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1rem;
  margin: 0;

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Bought = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Refusal = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

export interface GiftCardChoice {
  vendor: GiftCardVendor;
  amount: number;
}

/** What a card costs in points (the vendor's rate; the backend charges the same, rounded). */
export function pointsCost(vendor: GiftCardVendor, amount: number): number {
  return Math.round(amount * vendor.pointsPerCurrencyUnit);
}

/**
 * Buys a gift card with points (POST gift-cards/buy) after a dialog that shows the cost and the
 * balance after. The vendor's details (GET gift-cards/vendors/{vendorCode}) are read again as the
 * dialog opens, so the cost is today's. When the balance cannot pay, the dialog says so and offers
 * no purchase; should the backend still refuse (409, spent elsewhere meanwhile), the dialog and a
 * toast say so and the balance is read again. While a purchase is on its way the dialog cannot be
 * closed (Cancel, Escape, the close button and the backdrop do nothing): points are being spent.
 * Once bought, the dialog shows the new card at once: its code with a copy button, how long it is
 * valid, and the balance after. Its toasts are the mutation's own, so they show even if the
 * dialog is gone by then (the purchase then ends in a toast).
 */
export function BuyGiftCard({ choice, balance, onClose }: { choice: GiftCardChoice | null; balance: number; onClose: () => void }) {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const toast = useToast();
  const queryClient = useQueryClient();
  // What is being bought, as the owner confirmed it: the toasts name it whatever shows by then.
  const bought = useRef({ vendor: '', money: '', after: 0 });
  // The card just bought: the dialog turns into it, code and all, at once.
  const [result, setResult] = useState<{ card: GiftCard; after: number } | null>(null);
  const card = result?.card ?? null;
  // The button pressed is gone with the confirmation: focus goes to the new code's copy button.
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (card) copyButton.current?.focus();
  }, [card]);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  // The answer is told in the mutation's own callbacks (not mutate()'s), so it is told even when
  // this dialog (or the whole shop) is no longer on screen when the backend answers: then in a toast.
  const buy = useBuyGiftCard({
    onSuccess: (answer) => {
      // The card's code is known: "Show code" in the list needs no call for it.
      queryClient.setQueryData(loyaltyKeys.giftCard(answer.auditNumber), answer);
      if (shown.current) setResult({ card: answer, after: bought.current.after });
      else toast.success(t('buy.done', { vendor: bought.current.vendor, amount: bought.current.money }));
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'conflict') {
        void queryClient.invalidateQueries({ queryKey: loyaltyKeys.account() });
        toast.error(t('buy.refused'));
      } else {
        toast.error(t(failureKey(error, 'buy.failed')));
      }
    },
  });
  // Points are being spent: a reload now would leave the owner not knowing whether they were.
  useUnloadGuard(buy.isPending);
  const vendorCode = choice?.vendor.vendorCode ?? '';
  const fresh = useGiftCardVendor({ vendorCode }, { enabled: Boolean(choice) });
  const vendor = fresh.data ?? choice?.vendor;
  const amount = choice?.amount ?? 0;
  const cost = vendor ? pointsCost(vendor, amount) : 0;
  const after = balance - cost;
  const refused = buy.isError && isApiError(buy.error) && buy.error.kind === 'conflict';
  const cannotPay = after < 0 || refused;
  const money = vendor ? formatMoney(amount, vendor.currency, locale, { maximumFractionDigits: 0 }) : '';

  // Points are being spent: the dialog stays until the backend has answered.
  const close = () => {
    if (buy.isPending) return;
    buy.reset();
    setResult(null);
    onClose();
  };

  const confirm = () => {
    if (!vendor || buy.isPending || cannotPay) return;
    bought.current = { vendor: vendor.name, money, after };
    buy.mutate({ vendorCode: vendor.vendorCode, amount });
  };

  if (result && card) {
    const cardMoney = formatMoney(card.amount, card.currency, locale, { maximumFractionDigits: 0 });
    return (
      <Dialog
        open={Boolean(choice)}
        onClose={close}
        title={t('bought.title', { vendor: card.vendorName, amount: cardMoney })}
        description={t('bought.body')}
        actions={<Button onClick={close}>{t('bought.done')}</Button>}
      >
        <Bought>
          <CopyCode
            code={card.code}
            texts={{ label: t('cards.code'), copy: t('cards.copy'), copied: t('cards.copied'), copyFailed: t('cards.copyFailed') }}
            copyName={t('cards.copyFor', { card: t('cards.name', { vendor: card.vendorName, amount: cardMoney }) })}
            buttonRef={copyButton}
          />
          <Facts>
            <dt>{t('bought.validUntil')}</dt>
            <dd>{formatDate(card.expiresAt, locale, { dateStyle: 'long' })}</dd>
            <dt>{t('buy.cost')}</dt>
            <dd>{t('pointsValue', { points: formatNumber(card.pointsCost, locale), count: card.pointsCost })}</dd>
            <dt>{t('buy.after')}</dt>
            <dd>{t('pointsValue', { points: formatNumber(result.after, locale), count: result.after })}</dd>
          </Facts>
        </Bought>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={Boolean(choice)}
      onClose={close}
      title={vendor ? t('buy.title', { vendor: vendor.name, amount: money }) : ''}
      description={t('buy.body')}
      actions={
        <>
          <Button variant="secondary" onClick={close} aria-disabled={buy.isPending || undefined}>
            {t('buy.cancel')}
          </Button>
          {!cannotPay && (
            <Button onClick={confirm} loading={buy.isPending}>
              {t('buy.confirm', { points: formatNumber(cost, locale), count: cost })}
            </Button>
          )}
        </>
      }
    >
      <Facts>
        <dt>{t('buy.cost')}</dt>
        <dd>{t('pointsValue', { points: formatNumber(cost, locale), count: cost })}</dd>
        <dt>{t('buy.balance')}</dt>
        <dd>{t('pointsValue', { points: formatNumber(balance, locale), count: balance })}</dd>
        {after >= 0 && (
          <>
            <dt>{t('buy.after')}</dt>
            <dd>{t('pointsValue', { points: formatNumber(after, locale), count: after })}</dd>
          </>
        )}
      </Facts>
      <div aria-live="polite">
        {refused ? <Refusal>{t('buy.refused')}</Refusal> : after < 0 ? <Refusal>{t('buy.notEnough', { points: formatNumber(-after, locale), count: -after })}</Refusal> : null}
      </div>
    </Dialog>
  );
}
