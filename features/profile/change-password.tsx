import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '@/api-client/core/api-error';
import type { TokenPair } from '@/api-client/identity/identity-api';
import { useChangePassword } from '@/api-client/identity/identity-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { RuleList } from '@/components/ui/rule-list';
import { Stack } from '@/components/ui/stack';
import { useToast } from '@/components/ui/toast/use-toast';
import { passwordMeetsRules } from '@/lib/auth/form-rules';
import { usePasswordRules } from '@/lib/auth/use-password-rules';

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

/**
 * Change password (api-client/openapi.yaml: POST /identity/change-password): the current password, a new one
 * with the sign-up rules shown as the owner types, and the same again. The backend revokes the
 * owner's other sessions and answers a new token pair for this browser, handed to
 * `onPasswordChanged` (the screen gives it to the session). If that hand-over fails (it rejects),
 * the password has still changed and this browser's old refresh token is revoked: the owner is
 * told so, and must sign in again; ending the session here is the hand-over's part (the auth
 * provider's startSession does it, and the route guard then shows login).
 */
export function ChangePassword({ onPasswordChanged }: { onPasswordChanged: (tokens: TokenPair) => Promise<void> | void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const change = useChangePassword();
  const rulesId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const passwordRules = usePasswordRules(next);
  const [submitted, setSubmitted] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [done, setDone] = useState(false);
  const currentInput = useRef<HTMLInputElement>(null);
  const nextInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const doneMessage = useRef<HTMLParagraphElement>(null);

  const currentError = wrongCurrent ? t('password.wrongCurrent') : submitted && !current ? t('password.currentRequired') : undefined;
  const rulesError = submitted && !passwordMeetsRules(next) ? t('login:change.rulesError') : undefined;
  const mismatch = submitted && !rulesError && confirmation !== next ? t('login:change.mismatch') : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    setSubmitted(true);
    setWrongCurrent(false);
    setDone(false);
    if (!current) return currentInput.current?.focus();
    if (!passwordMeetsRules(next)) return nextInput.current?.focus();
    if (confirmation !== next) return confirmationInput.current?.focus();
    let tokens: TokenPair;
    try {
      tokens = await change.mutateAsync({ currentPassword: current, newPassword: next });
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'validation' && failure.problem?.errors?.currentPassword) {
        setWrongCurrent(true);
        currentInput.current?.focus();
        return;
      }
      toast.error(t('password.failed'));
      return;
    }
    setCurrent('');
    setNext('');
    setConfirmation('');
    setSubmitted(false);
    try {
      await onPasswordChanged(tokens);
    } catch {
      // The password has changed, but this browser could not keep its session (the new tokens
      // could not be stored, and the old refresh token is revoked): not "couldn't change".
      toast.warning(t('password.changedSignInAgain'));
      return;
    }
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
          <PasswordField
            ref={currentInput}
            label={t('password.current')}
            name="current-password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => {
              setCurrent(event.target.value);
              setWrongCurrent(false);
            }}
            error={currentError}
          />
          <PasswordField
            ref={nextInput}
            label={t('password.new')}
            name="new-password"
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => setNext(event.target.value)}
            aria-describedby={rulesId}
            error={rulesError}
          />
          <RuleList id={rulesId} {...passwordRules} />
          <PasswordField
            ref={confirmationInput}
            label={t('password.confirm')}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={mismatch}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
