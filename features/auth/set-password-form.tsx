import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '@/api-client/core/api-error';
import { useResetPassword } from '@/api-client/identity/identity-hooks';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { Spinner } from '@/components/ui/spinner';
import { Stack } from '@/components/ui/stack';
import { takeReturnAfterActivation } from '@/lib/auth/return-after-activation';
import { useNewPassword } from '@/lib/auth/use-new-password';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { useAuth } from './auth-provider';
import { FormAlert } from '@/components/ui/form-alert';

const After = styled.p`
  margin-top: 1.5rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 3px;
  }
`;

function queryValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * Sets a password from the token in an emailed link (?token=…&email=…), with the rules shown
 * and enforced before the call. Used for a password reset (then the owner signs in) and for
 * activating a new account (then the owner is signed in and lands where they were going when they
 * signed up, docs/product.md#deep-links, or on home). The form and the rules
 * are login's words; activation speaks its own (signup:activation.*), and its route loads both.
 * A reset works in a browser that is still signed in: the backend ends every session of the
 * account with it, so this browser's session ends too and the owner signs in with the new password.
 */
export function SetPasswordForm({ purpose }: { purpose: 'reset' | 'activation' }) {
  const { t } = useTranslation('login');
  const router = useRouter();
  const href = useRouteHref();
  const { site } = useSite();
  const { signIn, session } = useAuth();
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const [submitted, setSubmitted] = useState(false);
  const newPassword = useNewPassword(submitted);
  const { password } = newPassword;
  const [outcome, setOutcome] = useState<'done' | 'invalidLink' | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const message = useRef<HTMLDivElement>(null);

  // The link's token and email are read once and then taken out of the address bar (a replace,
  // so they stay neither in history nor in what analytics sees of the URL).
  const [link, setLink] = useState<{ token: string; email: string } | null>(null);
  if (router.isReady && !link) {
    setLink({ token: queryValue(router.query.token), email: queryValue(router.query.email) });
  }
  useEffect(() => {
    if (!link || (router.query.token === undefined && router.query.email === undefined)) return;
    const { token: _token, email: _email, ...rest } = router.query;
    const [path = '/', hash] = router.asPath.split('#');
    const visible = `${path.split('?')[0]}${hash ? `#${hash}` : ''}`;
    void router.replace({ pathname: router.pathname, query: rest }, visible, { shallow: true, scroll: false });
  }, [router, link]);
  const token = link?.token ?? '';
  const email = link?.email ?? '';
  const activation = purpose === 'activation';
  const title = activation ? t('common:pageTitle.activation') : t('common:pageTitle.passwordChange');

  // The static page renders before the query string is known.
  if (!router.isReady || !link) return <Spinner />;

  if (!token || !email || outcome === 'invalidLink') {
    return (
      <>
        <h1>{title}</h1>
        <FormAlert tone="error" ref={message}>
          {t('change.invalidLink')}
        </FormAlert>
        <After>
          <Link href={href('passwordReset')}>{t('change.requestNewLink')}</Link>
        </After>
      </>
    );
  }

  if (outcome === 'done') {
    return (
      <>
        <h1>{title}</h1>
        <FormAlert tone="success" ref={message}>
          {activation ? t('signup:activation.done') : t('change.success')}
        </FormAlert>
        <After>
          <Link href={href('login')}>{t('reset.backToLogin')}</Link>
        </After>
      </>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!newPassword.check()) return;
    setOutcome(null);
    setBusy(true);
    try {
      await resetPassword.mutateAsync({ email, token, newPassword: password });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && (error.kind === 'validation' || error.kind === 'notFound')) setOutcome('invalidLink');
      else setOutcome({ error: isApiError(error) ? error.translationKey : 'errors.unknown' });
      requestAnimationFrame(() => message.current?.focus());
      return;
    }
    if (!activation && session.isSignedIn()) {
      // The reset has ended every session of the account at the backend; this browser's ends here
      // at once, and its cookie is expired by the sign-out route (asked again on the next page if
      // it cannot be reached now).
      await session.end();
      queryClient.clear();
    }
    if (activation) {
      try {
        await signIn({ email, password });
        await router.push(takeReturnAfterActivation(window.localStorage, site) ?? href('home'));
        return;
      } catch {
        // The account is active; signing in by hand still works.
      }
    }
    setBusy(false);
    setOutcome('done');
    requestAnimationFrame(() => message.current?.focus());
  }

  return (
    <>
      <h1>{title}</h1>
      <p>{activation ? t('signup:activation.intro') : t('change.intro')}</p>
      {typeof outcome === 'object' && outcome && (
        <FormAlert tone="error" ref={message}>
          {t(`common:${outcome.error}`)}
        </FormAlert>
      )}
      <form noValidate onSubmit={onSubmit}>
        <Stack $gap="m">
          {/* Lets password managers save the new password with the right account. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields
            password={{ ...newPassword.fields.password, label: t('change.newPassword') }}
            confirmation={{ ...newPassword.fields.confirmation, label: t('change.confirmPassword') }}
            rules={newPassword.fields.rules}
          />
          <Button type="submit" loading={busy} fullWidth>
            {activation ? t('signup:activation.submit') : t('change.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
