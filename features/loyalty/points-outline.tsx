import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading } from '@/components/ui/heading';
import { SectionCard, SectionSkeleton } from '@/components/ui/section-card';

/**
 * The Points tab's first drawing, in pieces its sections and the rewards page's static page share
 * (ScreenShell's `view`, pages/[site]/[locale]/rewards.tsx): the page's static HTML draws the tab as
 * its code will first draw it, so an owner arriving on the tab's address sees it at the first paint
 * and nothing moves when the code takes over. Small on purpose: the rest of the tab's code loads
 * only when the tab opens (screens/rewards-screen.tsx).
 */

/** The tab's sections, one under the other. */
export const PointsStack = styled.div`
  display: grid;
  gap: 2.5rem;
  margin-top: 1rem;
`;

/**
 * The account's height, loaded or in outline (measured in Danish and Swedish: on a phone the
 * expiring points take two lines), so the shop below never moves; an account at the top tier, with
 * no progress bar, keeps it too.
 */
export const ACCOUNT_HEIGHT = { desktop: '12.5rem', phone: '14rem' } as const;

/** The account's card while its data loads. */
export function AccountLoading() {
  const { t } = useTranslation('loyalty');
  return <SectionSkeleton label={t('account.loading')} lines={3} minHeight={ACCOUNT_HEIGHT.desktop} minHeightOnPhone={ACCOUNT_HEIGHT.phone} />;
}

/** The gift card shop's title and introduction (the tab's largest text on a phone). */
export function ShopLead() {
  const { t } = useTranslation('loyalty');
  return (
    <>
      <Heading level={2} id="gift-card-shop">
        {t('shop.title')}
      </Heading>
      <p>{t('shop.intro')}</p>
    </>
  );
}

/** The shop's vendors while they load. */
export function ShopLoading() {
  const { t } = useTranslation('loyalty');
  return <SectionSkeleton label={t('shop.loading')} lines={4} minHeight="30rem" />;
}

/** The tab before its code and data have come: the account and the shop as they first draw (points-view.tsx). */
export function PointsOutline() {
  const { t } = useTranslation('loyalty');
  return (
    <PointsStack>
      <SectionCard title={t('account.title')} busy>
        <AccountLoading />
      </SectionCard>
      <section aria-labelledby="gift-card-shop" aria-busy>
        <ShopLead />
        <ShopLoading />
      </section>
    </PointsStack>
  );
}
