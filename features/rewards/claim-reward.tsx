import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CopyCode } from '@/components/ui/copy-code';
import { focusRing } from '@/components/ui/focus-ring';
import { CheckIcon } from '@/components/ui/icons/check-icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError, failureKey } from '@/api-client/core/api-error';
import { useProfile } from '@/api-client/profile/profile-hooks';
import type { Publication } from '@/api-client/publications/publications-api';
import { useClaimReward } from '@/api-client/publications/publications-hooks';
import { publicationKeys } from '@/api-client/publications/publications-keys';
import { focusLost } from '@/lib/focus-lost';
import { formatDate } from '@/lib/format';
import { useUnloadGuard } from '@/lib/routing/use-unload-guard';
import { useSite } from '@/lib/site-context';

const Claimed = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  min-height: 2.75rem;
  font-weight: 600;

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Voucher = styled.div`
  margin-top: 0.5rem;
`;

const PartnerLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 1.25rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  ${focusRing}
`;

/**
 * The owner's action on a reward, worded by what claiming gives (Publication.claimGives). A
 * partner's (external) reward opens the partner's page in a new tab. Any other is claimed for the signed-in owner (PUT /api/profile/{customerId}/reward/{rewardId}):
 * it shows as claimed the moment the owner asks, a toast confirms, and the lists and the reward
 * are refetched, so a reload shows the same: a code with its copy button, or that the owner is
 * entered. A failure puts the button back and says so.
 */
export function ClaimReward({ reward }: { reward: Publication }) {
  const { t } = useTranslation(['rewards', 'common']);
  if (reward.isExternal) {
    if (!reward.externalUrl) return null;
    return (
      <PartnerLink href={reward.externalUrl} target="_blank" rel="noopener noreferrer">
        {t('detail.openPartner')} <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
      </PartnerLink>
    );
  }

  return <ClaimButton reward={reward} />;
}

function ClaimButton({ reward }: { reward: Publication }) {
  const { t } = useTranslation('rewards');
  const { locale } = useSite();
  const toast = useToast();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const claim = useClaimReward();
  const claimedRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The owner pressed the button: from then on focus follows whichever of the two replaces the other.
  const acted = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const claimedNow = claim.isPending || claim.isSuccess;
  const claimedShown = Boolean(reward.claimedAt) || claimedNow;
  // The reward shows as claimed before the backend has answered; a reload then would cut the
  // claim off, so until the answer the browser asks first.
  useUnloadGuard(claim.isPending);

  // The control that had focus is gone: focus goes to what replaced it. The button is replaced by
  // "Claimed" the moment it is pressed; a failure brings the button back (and a conflict, once the
  // reward is read again, may show it claimed after all).
  // Unless the owner has moved on meanwhile: focus elsewhere on the page stays where it is (focus
  // still in this box, on "Claimed" or the button, follows the swap).
  useEffect(() => {
    if (!acted.current) return;
    if (!focusLost() && !box.current?.contains(document.activeElement)) return;
    if (claimedShown) claimedRef.current?.focus();
    else buttonRef.current?.focus();
  }, [claimedShown]);

  const customerId = profile.data?.customerId;
  const onClaim = () => {
    if (!customerId || claim.isPending) return;
    acted.current = true;
    claim.mutate(
      { customerId, rewardId: reward.id },
      {
        onSuccess: (answer) =>
          toast.success(answer.code ? t('toast.claimedWithCode', { title: reward.title, code: answer.code }) : t('toast.claimed', { title: reward.title })),
        onError: (error) => {
          if (error instanceof ApiError && error.kind === 'conflict') {
            // Already claimed elsewhere (another tab, the app) or just expired: show what is true now.
            void queryClient.invalidateQueries({ queryKey: publicationKeys.lists() });
            void queryClient.invalidateQueries({ queryKey: publicationKeys.detail(reward.id) });
            toast.warning(t('toast.notClaimable'));
          } else {
            toast.error(t(failureKey(error, 'toast.claimFailed')));
          }
        },
      },
    );
  };

  // The voucher code stays on the reward (the toast that first showed it goes after a few seconds).
  const code = claim.data?.code ?? reward.claimCode;
  // What claiming gives decides the words: a code to show or use, or an entry (a draw, a sign-up).
  const entry = reward.claimGives === 'entry';
  return (
    <div aria-live="polite" ref={box}>
      {claimedShown ? (
        <>
          <Claimed ref={claimedRef} tabIndex={-1}>
            <CheckIcon size={22} />
            {reward.claimedAt
              ? t(entry ? 'detail.enteredOn' : 'detail.claimedOn', { date: formatDate(reward.claimedAt, locale) })
              : t(entry ? 'detail.enteredNow' : 'detail.claimedNow')}
          </Claimed>
          {code && (
            <Voucher>
              <CopyCode
                code={code}
                texts={{ label: t('detail.code'), copy: t('detail.copy'), copied: t('detail.copied'), copyFailed: t('detail.copyFailed') }}
              />
            </Voucher>
          )}
        </>
      ) : (
        <Button ref={buttonRef} onClick={onClaim} loading={!customerId}>
          {t(entry ? 'detail.claimEntry' : 'detail.claim')}
        </Button>
      )}
    </div>
  );
}
