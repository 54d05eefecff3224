import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@/components/ui/link';
import { touchTargetOnPhones } from '@/components/ui/touch-target';
import { failureKey } from '@/api-client/core/api-error';
import { NotAuthenticatedError } from '@/api-client/identity/not-authenticated-error';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField } from '@/components/ui/password-field';
import { Stack } from '@/components/ui/stack';
import { emailProblem } from '@/lib/auth/form-rules';
import { withReturnPath } from '@/lib/routing/return-path';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { useAuth } from './auth-provider';
import { EmailField } from './email-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useReturnPath } from './use-return-path';

type Mode = 'password' | 'brand';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.75rem 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Links = styled.p`
  margin: 1.5rem 0 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 3px;
    ${touchTargetOnPhones}
  }
`;

/**
 * Email and password sign-in, or sign-in with the owner's existing brand account (docs/product.md#auth-and-session).
 * Wrong credentials ("Not authenticated") show a human message; what was typed stays. The sign-in
 * goes through the portal's server, which keeps the refresh token (docs/session.md); on success the
 * access token is stored (docs/product.md#auth-and-session) and the owner lands where they were
 * going (the page's `?next=`, docs/product.md#deep-links), or on home. The link to sign-up keeps it.
 */
export function LoginForm() {
  const { t } = useTranslation('login');
  const { site } = useSite();
  const href = useRouteHref();
  const router = useRouter();
  const { signIn } = useAuth();
  const returnPath = useReturnPath();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // The translation key of what went wrong, shown above the form.
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  const brand = t(`common:brand.${site.brand}.name`);
  const emailError = submitted ? emailProblem(email) : undefined;
  const passwordError = submitted && !password ? 'required' : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailProblem(email)) return emailInput.current?.focus();
    if (!password) return passwordInput.current?.focus();
    setFailure(null);
    setBusy(true);
    try {
      await signIn({ email: email.trim(), password, account: mode === 'brand' ? 'brand' : 'portal' });
      await router.push(returnPath ?? href('home'));
    } catch (error) {
      setBusy(false);
      // "Not authenticated" covers every non-200 answer; only a refusal (4xx) means wrong credentials.
      const refused = error instanceof NotAuthenticatedError && error.status >= 400 && error.status < 500;
      setFailure(refused ? 'error.invalidCredentials' : failureKey(error, 'error.generic'));
      requestAnimationFrame(() => alert.current?.focus());
    }
  }

  function switchMode(next: Mode) {
    setMode(next);
    setFailure(null);
  }

  return (
    <>
      <h1>{mode === 'brand' ? t('brandAccount.open', { brand }) : t('title')}</h1>
      <p>{mode === 'brand' ? t('brandAccount.intro', { brand }) : t('intro')}</p>
      {failure && (
        <FormAlert tone="error" ref={alert}>
          {t(failure)}
        </FormAlert>
      )}
      <form noValidate onSubmit={onSubmit}>
        <Stack $gap="m">
          <EmailField ref={emailInput} value={email} onChange={setEmail} problem={emailError} />
          <CurrentPasswordField
            ref={passwordInput}
            label={t('password.label')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError && t('password.required')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {mode === 'brand' ? t('brandAccount.submit', { brand }) : t('submit')}
          </Button>
        </Stack>
      </form>
      <Divider>{t('brandAccount.divider')}</Divider>
      {mode === 'password' ? (
        <Button variant="secondary" fullWidth onClick={() => switchMode('brand')}>
          {t('brandAccount.open', { brand })}
        </Button>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => switchMode('password')}>
          {t('brandAccount.back')}
        </Button>
      )}
      <Links>
        <Link href={href('passwordReset')}>{t('forgotPassword')}</Link>
        <span>
          {t('noAccount')} <Link href={withReturnPath(href('signup'), returnPath)}>{t('createAccount')}</Link>
        </span>
      </Links>
    </>
  );
}
