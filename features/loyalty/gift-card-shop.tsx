import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGiftCardVendors, useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { SectionSkeleton } from '@/components/ui/section-card';
import { formatMoney, formatNumber } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { BuyGiftCard, pointsCost, type GiftCardChoice } from './buy-gift-card';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;

  p {
    margin: 0.25rem 0 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Short = styled.small`
  display: block;
  margin-top: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The gift card vendors with their amounts in points. An amount the balance cannot pay says so
 * before it is chosen: under a vendor none of whose amounts it can pay, that it has too few points;
 * under one with some, up to which amount it reaches, read out with each amount beyond it. Such an
 * amount still opens the dialog, which says how many points are missing. Without a balance (the
 * loyalty account failed to load) the shop says so, with a retry, and offers no amount: what a
 * card would leave cannot be told.
 */
export function GiftCardShop() {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const vendors = useGiftCardVendors();
  const account = useLoyaltyAccount();
  const [choice, setChoice] = useState<GiftCardChoice | null>(null);
  // Known once the account has loaded; a failed refetch keeps the one shown.
  const balance = account.data?.pointsBalance;
  const noteIds = useId();

  /** What to say under a vendor's amounts about the balance, or null when it pays them all. */
  const balanceNote = (vendor: GiftCardChoice['vendor']) => {
    if (balance === undefined) return null;
    const affordable = vendor.denominations.filter((amount) => pointsCost(vendor, amount) <= balance);
    if (affordable.length === 0) return t('shop.notEnough');
    if (affordable.length === vendor.denominations.length) return null;
    return t('shop.upTo', {
      balance: formatNumber(balance, locale),
      amount: formatMoney(Math.max(...affordable), vendor.currency, locale, { maximumFractionDigits: 0 }),
      count: balance,
    });
  };

  return (
    <section aria-labelledby="gift-card-shop" aria-busy={vendors.isPending || undefined}>
      <Heading level={2} id="gift-card-shop">
        {t('shop.title')}
      </Heading>
      <p>{t('shop.intro')}</p>
      {vendors.isPending || account.isPending ? (
        <SectionSkeleton label={t('shop.loading')} lines={4} minHeight="30rem" />
      ) : vendors.data === undefined ? (
        <ErrorState message={t('shop.error')} onRetry={() => void vendors.refetch()} retrying={vendors.isFetching} />
      ) : balance === undefined ? (
        <ErrorState message={t('shop.balanceError')} onRetry={() => void account.refetch()} retrying={account.isFetching} />
      ) : vendors.data.length === 0 ? (
        <EmptyState title={t('shop.emptyTitle')} description={t('shop.emptyBody')} />
      ) : (
        <Grid>
          {vendors.data.map((vendor, index) => {
            const note = balanceNote(vendor);
            const noteId = `${noteIds}-${index}`;
            return (
              <li key={vendor.vendorCode}>
                <Card>
                  <Heading level={3} size={4}>
                    {vendor.name}
                  </Heading>
                  <p>{vendor.description}</p>
                  <Amounts>
                    {vendor.denominations.map((amount) => {
                      const cost = pointsCost(vendor, amount);
                      return (
                        <Button
                          key={amount}
                          variant="secondary"
                          size="small"
                          aria-describedby={note && cost > balance ? noteId : undefined}
                          onClick={() => setChoice({ vendor, amount })}
                        >
                          {t('shop.amount', {
                            amount: formatMoney(amount, vendor.currency, locale, { maximumFractionDigits: 0 }),
                            points: formatNumber(cost, locale),
                            count: cost,
                          })}
                        </Button>
                      );
                    })}
                  </Amounts>
                  {note && <Short id={noteId}>{note}</Short>}
                </Card>
              </li>
            );
          })}
        </Grid>
      )}
      {/* Always mounted, so a purchase on its way keeps its guard and its toasts; never open without a balance. */}
      <BuyGiftCard choice={balance === undefined ? null : choice} balance={balance ?? 0} onClose={() => setChoice(null)} />
    </section>
  );
}
