import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '@/api-client/core/api-error';
import { useForgotPassword } from '@/api-client/identity/identity-hooks';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Stack } from '@/components/ui/stack';
import { emailProblem } from '@/lib/auth/form-rules';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { EmailField } from './email-field';
import { FormAlert } from '@/components/ui/form-alert';

const Back = styled.p`
  margin-top: 1.5rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 3px;
  }
`;

/**
 * Asks for the email and calls forgot-password. The answer is the same neutral message whether
 * or not an account exists; only a failure to reach us (network, server, timeout) says something else.
 */
export function PasswordResetForm() {
  const { t } = useTranslation('login');
  const href = useRouteHref();
  const forgotPassword = useForgotPassword();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const problem = submitted ? emailProblem(email) : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailProblem(email)) return emailInput.current?.focus();
    setFailure(null);
    const address = email.trim();
    try {
      await forgotPassword.mutateAsync({ email: address });
      setSentTo(address);
    } catch (error) {
      // A 4xx must not reveal anything about the account: it gets the neutral answer too. No answer
      // at all (offline, network, timeout) or a server error is a failure: nothing may have been sent.
      if (isApiError(error) && (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server')) {
        setFailure(error.translationKey);
      } else {
        setSentTo(address);
      }
    }
    requestAnimationFrame(() => message.current?.focus());
  }

  return (
    <>
      <h1>{t('common:pageTitle.passwordReset')}</h1>
      {sentTo ? (
        <FormAlert tone="success" ref={message}>
          {t('reset.sent', { email: sentTo })}
        </FormAlert>
      ) : (
        <>
          <p>{t('reset.intro')}</p>
          {failure && (
            <FormAlert tone="error" ref={message}>
              {t(`common:${failure}`)}
            </FormAlert>
          )}
          <form noValidate onSubmit={onSubmit}>
            <Stack $gap="m">
              <EmailField ref={emailInput} value={email} onChange={setEmail} problem={problem} />
              <Button type="submit" loading={forgotPassword.isPending} fullWidth>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Back>
        <Link href={href('login')}>{t('reset.backToLogin')}</Link>
      </Back>
    </>
  );
}
