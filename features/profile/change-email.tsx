import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureKey, isApiError } from '@/api-client/core/api-error';
import { useChangeEmail } from '@/api-client/identity/identity-hooks';
import { useProfile, useProfileStatus } from '@/api-client/profile/profile-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CurrentPasswordField } from '@/components/ui/password-field';
import { TextSkeleton } from '@/components/ui/skeleton';
import { Stack } from '@/components/ui/stack';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { emailProblem } from '@/lib/auth/form-rules';
import { useSite } from '@/lib/site-context';

const Current = styled.p`
  margin: 0;
`;

/** The address: its own line, broken anywhere rather than widening the card. */
const Address = styled.strong`
  display: block;
  overflow-wrap: anywhere;
`;
/**
 * Change email (api-client/openapi.yaml: POST /identity/change-email), confirmed with the current password. The
 * profile query is refreshed afterwards, so the page shows the new address. When the owner leaves
 * the address field, the profile status call (getProfileStatus) says whether the address already
 * has an account in the site's brand and market: then the field says so at once, before the
 * password is typed, and the form sends nothing. The change call's own refusal (409) still counts.
 */
export function ChangeEmail() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const { site } = useSite();
  const profile = useProfile();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  // The address last left, when it could be a new one: what the status call is asked about.
  const [checked, setChecked] = useState<string>();
  const status = useProfileStatus({ marketId: site.marketId, brandId: site.brandId, email: checked ?? '' }, { enabled: checked !== undefined });
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverProblem, setServerProblem] = useState<'wrongPassword' | 'taken' | 'invalid' | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const currentEmail = profile.data?.email;
  const typed = email.trim().toLowerCase();
  // What the status call said of the address in the field (an account, or one awaiting activation), once known.
  const statusOfTyped = checked === typed ? status.data?.status : undefined;
  const known = statusOfTyped === 'active' ? 'taken' : statusOfTyped === 'pending' ? 'pending' : undefined;
  const problem = emailProblem(email) ?? (currentEmail && typed === currentEmail.toLowerCase() ? 'same' : undefined) ?? known;
  // The form's own rules speak once it is sent; what the backend said of the address, at once.
  const emailError =
    serverProblem === 'taken' || serverProblem === 'invalid'
      ? t(`email.${serverProblem}`)
      : problem && (submitted || problem === known)
        ? t(`email.${problem}`)
        : undefined;
  const passwordError =
    serverProblem === 'wrongPassword' ? t('email.wrongPassword') : submitted && !password ? t('email.passwordRequired') : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    setSubmitted(true);
    setServerProblem(null);
    if (problem) return emailInput.current?.focus();
    if (!password) return passwordInput.current?.focus();
    try {
      await change.mutateAsync({ newEmail: email.trim(), password });
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'conflict') {
        setServerProblem('taken');
        emailInput.current?.focus();
      } else if (isApiError(failure) && failure.kind === 'validation' && failure.problem?.errors?.newEmail) {
        // The backend's e-mail check is stricter than ours: its refusal is said at the field.
        setServerProblem('invalid');
        emailInput.current?.focus();
      } else if (isApiError(failure) && failure.kind === 'validation' && failure.problem?.errors?.password) {
        setServerProblem('wrongPassword');
        passwordInput.current?.focus();
      } else {
        toast.error(t(failureKey(failure, 'email.failed')));
      }
      return;
    }
    setEmail('');
    setPassword('');
    setSubmitted(false);
    toast.success(t('email.changed', { email: email.trim() }));
  }

  return (
    <Card as="section" aria-labelledby="profile-email-title">
      <form noValidate onSubmit={onSubmit}>
        <Stack $gap="m">
          <h2 id="profile-email-title">{t('email.title')}</h2>
          {/* The address on its own line, there from the first paint: nothing below moves when the profile comes. */}
          <Current aria-busy={!currentEmail}>
            {t('email.signedInWith')}
            <Address>{currentEmail ?? <TextSkeleton widths={['14rem']} />}</Address>
          </Current>
          <TextField
            ref={emailInput}
            label={t('email.new')}
            type="email"
            name="new-email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setServerProblem(null);
            }}
            onBlur={() => {
              const left = email.trim().toLowerCase();
              if (!emailProblem(email) && left !== currentEmail?.toLowerCase()) setChecked(left);
            }}
            error={emailError}
          />
          <CurrentPasswordField
            ref={passwordInput}
            label={t('email.password')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setServerProblem(null);
            }}
            error={passwordError}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              {t('email.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
