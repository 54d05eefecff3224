import { useState } from 'react';
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

/** The gift card vendors with their amounts in points; an amount the balance cannot pay says so before it is chosen. */
export function GiftCardShop() {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const vendors = useGiftCardVendors();
  const account = useLoyaltyAccount();
  const [choice, setChoice] = useState<GiftCardChoice | null>(null);
  const balance = account.data?.pointsBalance ?? 0;

  return (
    <section aria-labelledby="gift-card-shop" aria-busy={vendors.isPending || undefined}>
      <Heading level={2} id="gift-card-shop">
        {t('shop.title')}
      </Heading>
      <p>{t('shop.intro')}</p>
      {vendors.isPending || account.isPending ? (
        <SectionSkeleton label={t('shop.loading')} lines={4} minHeight="30rem" />
      ) : vendors.isError ? (
        <ErrorState message={t('shop.error')} onRetry={() => void vendors.refetch()} retrying={vendors.isFetching} />
      ) : vendors.data.length === 0 ? (
        <EmptyState title={t('shop.emptyTitle')} description={t('shop.emptyBody')} />
      ) : (
        <Grid>
          {vendors.data.map((vendor) => {
            const cheapest = Math.min(...vendor.denominations.map((amount) => pointsCost(vendor, amount)));
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
                        <Button key={amount} variant="secondary" size="small" onClick={() => setChoice({ vendor, amount })}>
                          {t('shop.amount', {
                            amount: formatMoney(amount, vendor.currency, locale, { maximumFractionDigits: 0 }),
                            points: formatNumber(cost, locale),
                            count: cost,
                          })}
                        </Button>
                      );
                    })}
                  </Amounts>
                  {account.isSuccess && cheapest > balance && <Short>{t('shop.notEnough')}</Short>}
                </Card>
              </li>
            );
          })}
        </Grid>
      )}
      <BuyGiftCard choice={choice} balance={balance} onClose={() => setChoice(null)} />
    </section>
  );
}
