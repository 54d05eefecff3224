import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureKey, isApiError } from '@/api-client/core/api-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { CurrentPasswordField } from '@/components/ui/password-field';
import { Stack } from '@/components/ui/stack';
import { useToast } from '@/components/ui/toast/use-toast';
import { useNewPassword } from '@/lib/auth/use-new-password';

const Done = styled.p`
  margin: 0;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};

  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * Change password (api-client/openapi.yaml: POST /identity/change-password): the current password, a new one
 * with the sign-up rules shown as the owner types, and the same again. `changePassword` sends it
 * (the screen gives the session's: through the portal's server, which keeps this browser's session
 * going with the new refresh token while the backend ends every other session). It rejects with an
 * ApiError as the backend answered: a wrong current password is a 400 naming currentPassword.
 */
export function ChangePassword({ changePassword }: { changePassword: (change: PasswordChangeRequest) => Promise<void> }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [current, setCurrent] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const next = useNewPassword(submitted);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [done, setDone] = useState(false);
  const currentInput = useRef<HTMLInputElement>(null);
  const doneMessage = useRef<HTMLParagraphElement>(null);

  const currentError = wrongCurrent ? t('password.wrongCurrent') : submitted && !current ? t('password.currentRequired') : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setWrongCurrent(false);
    setDone(false);
    if (!current) return currentInput.current?.focus();
    if (!next.check()) return;
    setPending(true);
    try {
      await changePassword({ currentPassword: current, newPassword: next.password });
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'validation' && failure.problem?.errors?.currentPassword) {
        setWrongCurrent(true);
        currentInput.current?.focus();
        return;
      }
      toast.error(t(failureKey(failure, 'password.failed')));
      return;
    } finally {
      setPending(false);
    }
    setCurrent('');
    next.clear();
    setSubmitted(false);
    setDone(true);
    toast.success(t('password.changed'));
    requestAnimationFrame(() => doneMessage.current?.focus());
  }

  return (
    <Card as="section" aria-labelledby="profile-password-title">
      <form noValidate onSubmit={onSubmit}>
        <Stack $gap="m">
          <h2 id="profile-password-title">{t('password.title')}</h2>
          <p>{t('password.intro')}</p>
          {done && (
            <Done ref={doneMessage} tabIndex={-1} role="status">
              {t('password.done')}
            </Done>
          )}
          <CurrentPasswordField
            ref={currentInput}
            label={t('password.current')}
            name="current-password"
            value={current}
            onChange={(event) => {
              setCurrent(event.target.value);
              setWrongCurrent(false);
            }}
            error={currentError}
          />
          <NewPasswordFields
            password={{ ...next.fields.password, label: t('password.new') }}
            confirmation={{ ...next.fields.confirmation, label: t('password.confirm') }}
            rules={next.fields.rules}
          />
          <div>
            <Button type="submit" loading={pending}>
              {t('password.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
