import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGiftCardVendors, useLoyaltyAccount } from '@/api-client/loyalty/loyalty-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { gridList } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { formatMoney, formatNumber } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { BuyGiftCard, pointsCost, type GiftCardChoice } from './buy-gift-card';
import { ShopLead, ShopLoading } from './points-outline';

const Grid = styled.ul`
  ${gridList('16rem', '1rem')}

  p {
    margin: 0.25rem 0 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amounts = styled.ul`
  ${gridList('9rem', '0.5rem')}

  li > * {
    width: 100%;
    height: 100%;
  }
`;

/** An amount the balance pays: the amount over its price, like the tiles beside it. */
const Amount = styled(Button)`
  flex-direction: column;
  gap: 0.125rem;
  padding-block: 0.375rem;

  small {
    font-size: 0.8125rem;
    font-weight: 400;
  }
`;

/** An amount the balance cannot pay: shown as such, with the points missing, and not choosable. */
const OutOfReach = styled.p`
  && {
    display: grid;
    align-content: center;
    gap: 0.125rem;
    min-height: 2.75rem;
    margin: 0;
    padding: 0.375rem 0.75rem;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    line-height: 1.3;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/**
 * The gift card vendors with their amounts in points, like a wallet's: an amount the balance pays
 * is a button that opens the purchase; one it cannot pay is no button at all, but says how many
 * points are missing. Without a balance (the loyalty account failed to load) the shop says so,
 * with a retry, and offers no amount: what a card would leave cannot be told.
 */
export function GiftCardShop() {
  const { t } = useTranslation('loyalty');
  const { locale } = useSite();
  const vendors = useGiftCardVendors();
  const account = useLoyaltyAccount();
  const [choice, setChoice] = useState<GiftCardChoice | null>(null);
  // Known once the account has loaded; a failed refetch keeps the one shown.
  const balance = account.data?.pointsBalance;

  return (
    <section aria-labelledby="gift-card-shop" aria-busy={vendors.isPending || undefined}>
      <ShopLead />
      {vendors.isPending || account.isPending ? (
        <ShopLoading />
      ) : vendors.data === undefined ? (
        <ErrorState message={t('shop.error')} onRetry={() => void vendors.refetch()} retrying={vendors.isFetching} />
      ) : balance === undefined ? (
        <ErrorState message={t('shop.balanceError')} onRetry={() => void account.refetch()} retrying={account.isFetching} />
      ) : vendors.data.length === 0 ? (
        <EmptyState title={t('shop.emptyTitle')} description={t('shop.emptyBody')} />
      ) : (
        <Grid>
          {vendors.data.map((vendor) => (
            <li key={vendor.vendorCode}>
              <Card>
                <Heading level={3} size={4}>
                  {vendor.name}
                </Heading>
                <p>{vendor.description}</p>
                <Amounts aria-label={t('shop.amounts', { vendor: vendor.name })}>
                  {vendor.denominations.map((amount) => {
                    const cost = pointsCost(vendor, amount);
                    const money = formatMoney(amount, vendor.currency, locale, { maximumFractionDigits: 0 });
                    return (
                      <li key={amount}>
                        {cost <= balance ? (
                          <Amount
                            variant="secondary"
                            size="small"
                            aria-label={t('shop.amount', { amount: money, points: formatNumber(cost, locale), count: cost })}
                            onClick={() => setChoice({ vendor, amount })}
                          >
                            <strong>{money}</strong>
                            <small>{t('pointsValue', { points: formatNumber(cost, locale), count: cost })}</small>
                          </Amount>
                        ) : (
                          <OutOfReach>
                            <strong>{money}</strong>
                            <span>{t('shop.missing', { points: formatNumber(cost - balance, locale), count: cost - balance })}</span>
                          </OutOfReach>
                        )}
                      </li>
                    );
                  })}
                </Amounts>
              </Card>
            </li>
          ))}
        </Grid>
      )}
      {/* Always mounted, so a purchase on its way keeps its guard and its toasts; never open without a balance. */}
      <BuyGiftCard choice={balance === undefined ? null : choice} balance={balance ?? 0} onClose={() => setChoice(null)} />
    </section>
  );
}
