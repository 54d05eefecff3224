import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDeleteProfile } from '@/api-client/profile/profile-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { ACCOUNT_DELETED_KEY } from './account-deleted-notice';

const Lost = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
`;

const Danger = styled(Card)`
  border-color: ${({ theme }) => theme.colors.error};
`;

/** The confirmation word matches however the owner types its case and spaces. */
export function confirmationMatches(typed: string, word: string): boolean {
  return typed.trim().toLocaleLowerCase() === word.toLocaleLowerCase();
}

/**
 * Deleting the account (api-client/openapi.yaml: DELETE /api/profile): a dialog says what is lost and asks for a
 * typed confirmation word. Signing out afterwards belongs to the auth feature: the screen passes
 * it in as `onAccountDeleted`.
 */
export function DeleteAccount({ onAccountDeleted }: { onAccountDeleted: () => Promise<void> | void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const remove = useDeleteProfile();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const formId = useId();
  const word = t('delete.word');
  const matches = confirmationMatches(typed, word);

  function close() {
    if (remove.isPending || leaving) return;
    setOpen(false);
    setTyped('');
    setSubmitted(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (remove.isPending || leaving) return;
    setSubmitted(true);
    if (!matches) {
      input.current?.focus();
      return;
    }
    // The login page says the account is gone. A flag in sessionStorage rather than the URL: the
    // sign-out's own navigation and the route guard's redirect to login may both run first. Set
    // before the call: once the account is gone, any other call of the page (the header's, which
    // ask for the profile again as the delete removes it from the cache) is refused and ends the
    // session, which may reach the login page before the delete's own answer has.
    window.sessionStorage.setItem(ACCOUNT_DELETED_KEY, '1');
    try {
      await remove.mutateAsync();
    } catch (failure) {
      window.sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
      toast.error(t(failureKey(failure, 'delete.failed')));
      return;
    }
    setLeaving(true);
    await onAccountDeleted();
  }

  return (
    <Danger as="section" aria-labelledby="profile-delete-title">
      <h2 id="profile-delete-title">{t('delete.title')}</h2>
      <p>{t('delete.intro')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('delete.dialogTitle')}
        description={t('delete.dialogIntro')}
        initialFocus={input}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending || leaving}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={remove.isPending || leaving}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        <Lost>
          <li>{t('delete.lost.profile')}</li>
          <li>{t('delete.lost.vehicles')}</li>
          <li>{t('delete.lost.points')}</li>
          <li>{t('delete.lost.consents')}</li>
        </Lost>
        <form id={formId} noValidate onSubmit={onSubmit}>
          <TextField
            ref={input}
            label={t('delete.typeWord', { word })}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={submitted && !matches ? t('delete.wordMismatch', { word }) : undefined}
          />
        </form>
      </Dialog>
    </Danger>
  );
}
