import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApiClient } from '@/api-client/api-client-provider';
import type { ConsentDefinition } from '@/api-client/consents/consents-api';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSignUpConsents } from '@/api-client/consents/consents-hooks';
import { isApiError } from '@/api-client/core/api-error';
import { useSignUp } from '@/api-client/identity/identity-hooks';
import { vehicleRefusal } from '@/api-client/vehicles/vehicle-refusal';
import { searchVehicle } from '@/api-client/vehicles/vehicles-api';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CheckIcon } from '@/components/ui/icons/check-icon';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { Stack } from '@/components/ui/stack';
import { TextField } from '@/components/ui/text-field';
import { emailProblem } from '@/lib/auth/form-rules';
import { rememberReturnAfterActivation } from '@/lib/auth/return-after-activation';
import { withReturnPath } from '@/lib/routing/return-path';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { NAME_MAX_LENGTH } from '@/config/profile';
import { useSite } from '@/lib/site-context';
import { FormAlert } from '@/components/ui/form-alert';
import { useReturnPath } from './use-return-path';

type FoundVehicle = Awaited<ReturnType<typeof searchVehicle>>;
type Decisions = Record<string, boolean>;

/** Why the server refused the sign-up, as a translation key the owner can act on. */
function refusalKey(error: unknown): string {
  if (!isApiError(error)) return 'common:errors.unknown';
  if (error.kind === 'conflict') return 'signup:emailTaken';
  const fields = error.kind === 'validation' ? Object.keys(error.problem?.errors ?? {}) : [];
  if (fields.includes('consents')) return 'signup:consentMissing';
  if (fields.includes('vehicleId')) return 'signup:vehicleRefused';
  return `common:${error.translationKey}`;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }
`;

const After = styled.p`
  margin-top: 1.5rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 3px;
  }
`;

/** Focus on a consent's checkbox in the form (the first one missing when the form is sent). */
function focusConsent(form: HTMLFormElement, consentId: string) {
  (form.elements.namedItem(consentField(consentId)) as HTMLInputElement | null)?.focus();
}

/**
 * Registers a new owner (api-client/openapi.yaml: /identity/signup). Where the site prompts for it (promptSignUp),
 * the owner can look up their car first (vehicle search), which is then added on activation.
 * The account is activated from the emailed link, where the owner chooses a password. Where the
 * owner was going (`?next=`) is kept in this browser for the activation page (docs/product.md#deep-links).
 */
export function SignupForm() {
  const { t } = useTranslation('signup');
  const { site } = useSite();
  const href = useRouteHref();
  const client = useApiClient();
  const signUp = useSignUp();
  const returnPath = useReturnPath();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '' });
  const [submitted, setSubmitted] = useState(false);
  const [search, setSearch] = useState('');
  const [vehicle, setVehicle] = useState<FoundVehicle | null>(null);
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'notFound' | { error: string }>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // The address as sent when the backend refused it as invalid: said at the field until it is changed.
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const consents = useSignUpConsents({ marketId: site.marketId, brandId: site.brandId });
  const [decisions, setDecisions] = useState<Decisions>({});
  const firstNameInput = useRef<HTMLInputElement>(null);
  const lastNameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLDivElement>(null);
  // What was sent, for "Send the e-mail again" (the backend mails a pending account's link again).
  const sentRequest = useRef<Parameters<typeof signUp.mutateAsync>[0] | null>(null);

  // The backend's rule for a name, as on the profile (1–50 characters after trimming).
  const nameProblem = (name: string) =>
    !name.trim() ? t('required') : name.trim().length > NAME_MAX_LENGTH ? t('tooLong', { max: NAME_MAX_LENGTH }) : undefined;
  const problems = {
    firstName: nameProblem(values.firstName),
    lastName: nameProblem(values.lastName),
    email:
      (emailProblem(values.email) && t(`emailProblem.${emailProblem(values.email)}`)) ||
      (refusedEmail !== null && refusedEmail === values.email ? t('emailProblem.invalid') : undefined),
  };
  const missingConsents = (consents.data ?? []).filter((consent) => consent.required && !decisions[consent.consentId]);
  // Sent before the consents had loaded: once they are there, focus goes to the first one missing
  // (the form cannot be sent without them, and the press must not just do nothing).
  const sentBeforeConsents = useRef<HTMLFormElement | null>(null);
  const firstMissing = missingConsents[0]?.consentId;
  useEffect(() => {
    const form = sentBeforeConsents.current;
    if (!form || !consents.data) return;
    sentBeforeConsents.current = null;
    if (firstMissing) focusConsent(form, firstMissing);
  }, [consents.data, firstMissing]);
  const shown = submitted ? problems : { firstName: undefined, lastName: undefined, email: undefined };
  const refusal = vehicle ? vehicleRefusal(vehicle, site.brandId) : undefined;
  // Only a car the new account can have goes with the sign-up; one the backend would refuse (and
  // the whole sign-up with it) is shown with why not.
  const attached = vehicle && !refusal ? vehicle : null;

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function findVehicle() {
    const searchValue = search.replace(/\s+/g, '').toUpperCase();
    if (!searchValue) return;
    setLookup('busy');
    setVehicle(null);
    try {
      setVehicle(await searchVehicle(client, { searchValue, brandId: site.brandId, marketId: site.marketId }));
      setLookup('idle');
    } catch (error) {
      if (isApiError(error) && error.kind === 'notFound') setLookup('notFound');
      else setLookup({ error: isApiError(error) ? error.translationKey : 'errors.unknown' });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problems.firstName) return firstNameInput.current?.focus();
    if (problems.lastName) return lastNameInput.current?.focus();
    if (problems.email) return emailInput.current?.focus();
    // The required consents must be known (and accepted) before the account can be asked for.
    if (!consents.data) {
      sentBeforeConsents.current = event.currentTarget as HTMLFormElement;
      return;
    }
    if (firstMissing) return focusConsent(event.currentTarget as HTMLFormElement, firstMissing);
    setFailure(null);
    const email = values.email.trim();
    const request = {
      email,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...(attached ? { vehicleId: attached.vehicleId } : {}),
      consents: consents.data.map((consent) => ({ consentId: consent.consentId, accepted: Boolean(decisions[consent.consentId]) })),
    };
    try {
      await signUp.mutateAsync(request);
      sentRequest.current = request;
      rememberReturnAfterActivation(window.localStorage, returnPath);
      setSentTo(email);
    } catch (error) {
      // The backend's e-mail check is stricter than ours: its refusal is said at the field.
      if (isApiError(error) && error.kind === 'validation' && error.problem?.errors?.email) {
        setRefusedEmail(values.email);
        emailInput.current?.focus();
        return;
      }
      setFailure(refusalKey(error));
    }
    requestAnimationFrame(() => message.current?.focus());
  }

  if (sentTo) {
    return (
      <>
        <h1>{t('common:pageTitle.signup')}</h1>
        <SignupSent email={sentTo} resend={() => signUp.mutateAsync(sentRequest.current!)} loginHref={href('login')} />
      </>
    );
  }

  return (
    <>
      <h1>{t('common:pageTitle.signup')}</h1>
      <p>{t('intro')}</p>
      {failure && (
        <FormAlert tone="error" ref={message}>
          {t(failure)}
        </FormAlert>
      )}
      <form noValidate onSubmit={onSubmit}>
        <Stack $gap="m">
          <TextField ref={firstNameInput} label={t('firstName')} name="given-name" autoComplete="given-name" required value={values.firstName} onChange={set('firstName')} error={shown.firstName} />
          <TextField ref={lastNameInput} label={t('lastName')} name="family-name" autoComplete="family-name" required value={values.lastName} onChange={set('lastName')} error={shown.lastName} />
          <TextField ref={emailInput} label={t('email')} type="email" name="email" autoComplete="email" inputMode="email" required value={values.email} onChange={set('email')} error={shown.email} />
          {site.promptSignUp && (
            <Fieldset>
              <legend>{t('vehicle:lookup.legend')}</legend>
              <Stack $gap="s">
                <TextField
                  label={t('vehicle:lookup.label')}
                  hint={t('vehicle:lookup.hint')}
                  name="vehicle-search"
                  autoComplete="off"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void findVehicle();
                    }
                  }}
                />
                <div>
                  <Button type="button" variant="secondary" loading={lookup === 'busy'} onClick={() => void findVehicle()}>
                    {t('vehicle:lookup.search')}
                  </Button>
                </div>
                <div aria-live="polite">
                  {vehicle && (
                    <Stack $gap="s">
                      <p>{t('vehicle:lookup.found', { model: vehicle.model, year: vehicle.modelYear, registration: vehicle.registrationNumber })}</p>
                      {refusal === 'hasOwner' && <p>{t('vehicle:lookup.hasOwner')}</p>}
                      {refusal === 'otherBrand' && <p>{t('vehicle:add.refused.otherBrand', { brand: t(`common:brand.${site.brand}.name`) })}</p>}
                      <div>
                        <Button type="button" variant="link" onClick={() => setVehicle(null)}>
                          {t('vehicle:lookup.remove')}
                        </Button>
                      </div>
                    </Stack>
                  )}
                  {lookup === 'notFound' && <p>{t('vehicle:lookup.notFound')}</p>}
                  {typeof lookup === 'object' && <p>{t(`common:${lookup.error}`)}</p>}
                </div>
              </Stack>
            </Fieldset>
          )}
          <Fieldset aria-busy={consents.isPending}>
            <legend>{t('consents.legend')}</legend>
            <SignupConsents
              query={consents}
              decisions={decisions}
              onChange={(consentId, accepted) => setDecisions((current) => ({ ...current, [consentId]: accepted }))}
              errorFor={(consent) => (submitted && consent.required && !decisions[consent.consentId] ? t('consents.requiredError') : undefined)}
            />
          </Fieldset>
          <Button type="submit" loading={signUp.isPending} fullWidth>
            {t('submit')}
          </Button>
        </Stack>
      </form>
      <After>
        {t('haveAccount')} <Link href={withReturnPath(href('login'), returnPath)}>{t('login')}</Link>
      </After>
    </>
  );
}

const Sent = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 0.5rem;
    /* Focused by code to be read out first; a mouse user who pressed "Create" sees no ring on it. */
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
  p {
    margin: 0;
  }
`;

const SentMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onStatus};
`;

const SentActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

/**
 * After sign-up: that it worked, where the link went, and the two ways on: the e-mail again (a
 * pending account's link is sent anew) and back to login. Its heading takes focus, so a screen
 * reader reads it at once.
 */
function SignupSent({ email, resend, loginHref }: { email: string; resend: () => Promise<unknown>; loginHref: string }) {
  const { t } = useTranslation('signup');
  const heading = useRef<HTMLHeadingElement>(null);
  const [again, setAgain] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  useEffect(() => heading.current?.focus(), []);
  async function sendAgain() {
    setAgain('busy');
    try {
      await resend();
      setAgain('sent');
    } catch {
      setAgain('failed');
    }
  }
  return (
    <Sent aria-labelledby="signup-sent">
      <SentMark aria-hidden="true">
        <CheckIcon size={26} />
      </SentMark>
      <div role="status">
        <h2 id="signup-sent" ref={heading} tabIndex={-1}>
          {t('sentTitle')}
        </h2>
        <p>{t('sent', { email })}</p>
      </div>
      <p>{t('sentHint')}</p>
      <SentActions>
        <Button href={loginHref}>{t('backToLogin')}</Button>
        <Button variant="secondary" loading={again === 'busy'} onClick={() => void sendAgain()}>
          {t('sendAgain')}
        </Button>
      </SentActions>
      <p aria-live="polite">{again === 'sent' ? t('sentAgain', { email }) : again === 'failed' ? t('sendAgainFailed') : ''}</p>
    </Sent>
  );
}

/** The whole document a consent accepts (the terms), to open and read in place before ticking it. */
const ConsentDocument = styled.details`
  margin: -0.25rem 0 0 2.25rem;

  summary {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    cursor: pointer;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  div {
    max-height: 16rem;
    overflow-y: auto;
    padding: 0.75rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  p {
    margin: 0 0 0.75rem;
  }
`;

interface SignupConsentsProps {
  query: UseQueryResult<ConsentDefinition[]>;
  decisions: Decisions;
  onChange: (consentId: string, accepted: boolean) => void;
  errorFor: (consent: ConsentDefinition) => string | undefined;
}

const consentField = (consentId: string) => `consent-${consentId}`;

/** The site's sign-up consents (GET consents/sign-up), each its own checkbox; required ones say so. */
function SignupConsents({ query, decisions, onChange, errorFor }: SignupConsentsProps) {
  const { t } = useTranslation('signup');
  if (query.isPending) {
    return (
      <Stack $gap="s">
        <p>{t('consents.loading')}</p>
        <Skeleton height="1.5rem" />
        <Skeleton height="1.5rem" width="80%" />
      </Stack>
    );
  }
  if (query.isError && query.data === undefined) {
    return <ErrorState message={t('consents.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <Stack $gap="s">
      {query.data.map((consent) => (
        <Fragment key={consent.consentId}>
          <Checkbox
            name={consentField(consent.consentId)}
            required={consent.required}
            checked={Boolean(decisions[consent.consentId])}
            onChange={(event) => onChange(consent.consentId, event.target.checked)}
            error={errorFor(consent)}
            label={consent.required ? `${consent.title} ${t('consents.requiredMark')}` : consent.title}
            hint={consent.text}
          />
          {consent.document && (
            <ConsentDocument>
              <summary>{t('consents.read', { title: consent.title })}</summary>
              {/* Focusable, so its text can be scrolled with the keyboard. */}
              <div tabIndex={0} role="region" aria-label={consent.title}>
                {consent.document.split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </ConsentDocument>
          )}
        </Fragment>
      ))}
    </Stack>
  );
}
