import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Profile } from '@/api-client/profile/profile-api';
import { useProfile, useUpdateProfile } from '@/api-client/profile/profile-hooks';
import { failureKey, isApiError } from '@/api-client/core/api-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { columnsOnWide } from '@/components/ui/columns';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { TextSkeleton } from '@/components/ui/skeleton';
import { Stack } from '@/components/ui/stack';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useLeaveWarning } from '@/lib/routing/use-leave-warning';
import {
  ADDRESS_COUNTRIES,
  CITY_MAX_LENGTH,
  formValuesOf,
  NAME_MAX_LENGTH,
  POSTAL_CODE_LENGTH,
  PROFILE_LANGUAGES,
  profileProblems,
  profileUpdateOf,
  sameValues,
  STREET_MAX_LENGTH,
  type ProfileField,
  type ProfileFormValues,
  type ProfileProblem,
} from './profile-rules';

const Pair = styled.div`
  ${columnsOnWide('repeat(2, minmax(0, 1fr))', '1rem')}
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 1rem;

  legend {
    padding: 0;
    margin-bottom: 0.25rem;
    font-weight: 600;
  }
`;

const Email = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const FIELD_ORDER: ProfileField[] = ['firstName', 'lastName', 'phone', 'language', 'street', 'postalCode', 'city', 'countryCode'];

/**
 * General: the owner's own data (api-client/openapi.yaml: PUT /api/profile), checked as the backend checks it.
 * Save is enabled only when something changed; leaving with unsaved changes asks first. The
 * answer replaces the 'user-profile' query, so the header shows a new name at once.
 */
export function UpdateProfile() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  // Data first: a failed background refetch keeps the form, and what the owner typed in it.
  if (profile.isError && profile.data === undefined) {
    return <ErrorState message={t('general.loadError')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  // While the profile loads, the same form, empty and disabled: exactly as tall, so the delete
  // section below keeps its place. A new key when it comes, so the form starts from its values.
  return <ProfileForm key={profile.data?.customerId ?? 'loading'} profile={profile.data} />;
}

/** The form's values before the profile is in. */
const NO_VALUES: ProfileFormValues = { firstName: '', lastName: '', phone: '', street: '', postalCode: '', city: '', countryCode: '', language: '' };

function ProfileForm({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const update = useUpdateProfile();
  const loading = !profile;
  const [saved, setSaved] = useState<ProfileFormValues>(() => (profile ? formValuesOf(profile) : NO_VALUES));
  const [values, setValues] = useState<ProfileFormValues>(saved);
  const [submitted, setSubmitted] = useState(false);

  const dirty = !sameValues(values, saved);
  const problems = profileProblems(values);
  useLeaveWarning(dirty, t('general.leaveWarning'));

  const error = (field: ProfileField) => {
    const problem: ProfileProblem | undefined = submitted ? problems[field] : undefined;
    if (!problem) return undefined;
    const max = { firstName: NAME_MAX_LENGTH, lastName: NAME_MAX_LENGTH, street: STREET_MAX_LENGTH, city: CITY_MAX_LENGTH, postalCode: POSTAL_CODE_LENGTH.max }[
      field as 'firstName'
    ];
    return t(`general.problem.${problem}`, { max, min: POSTAL_CODE_LENGTH.min });
  };

  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    disabled: loading,
    error: error(name),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!dirty || update.isPending) return;
    setSubmitted(true);
    const first = FIELD_ORDER.find((name) => problems[name]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    try {
      const answer = await update.mutateAsync(profileUpdateOf(values));
      const next = formValuesOf(answer);
      setSaved(next);
      setValues(next);
      setSubmitted(false);
      toast.success(t('general.saved'));
    } catch (failure) {
      // What the owner typed stays in the form.
      toast.error(t(isApiError(failure) && failure.kind === 'validation' ? 'general.rejected' : failureKey(failure, 'general.saveFailed')));
    }
  }

  return (
    <Card as="section" aria-labelledby="profile-general-title" aria-busy={loading || undefined}>
      <form noValidate onSubmit={onSubmit}>
        <Stack $gap="m">
          <h2 id="profile-general-title">{t('general.title')}</h2>
          {loading && <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>}
          <div>
            <strong>{t('general.email')}</strong>
            <Email>{profile ? profile.email : <TextSkeleton widths={['14rem']} />}</Email>
          </div>
          <Pair>
            <TextField label={t('general.firstName')} autoComplete="given-name" required {...field('firstName')} />
            <TextField label={t('general.lastName')} autoComplete="family-name" required {...field('lastName')} />
          </Pair>
          <Pair>
            <TextField label={t('general.phone')} hint={t('general.phoneHint')} type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
            <Select
              label={t('general.language')}
              options={PROFILE_LANGUAGES.map((language) => ({ value: language, label: t(`general.languages.${language}`) }))}
              {...field('language')}
            />
          </Pair>
          <Fieldset>
            <legend>{t('general.address')}</legend>
            <TextField label={t('general.street')} autoComplete="street-address" {...field('street')} />
            <Pair>
              <TextField label={t('general.postalCode')} autoComplete="postal-code" {...field('postalCode')} />
              <TextField label={t('general.city')} autoComplete="address-level2" {...field('city')} />
            </Pair>
            <Select
              label={t('general.country')}
              placeholder={t('general.chooseCountry')}
              options={ADDRESS_COUNTRIES.map((country) => ({ value: country, label: t(`general.countries.${country}`) }))}
              {...field('countryCode')}
            />
          </Fieldset>
          <Actions>
            <Button type="submit" disabled={!dirty} loading={update.isPending}>
              {t('general.save')}
            </Button>
            {dirty && (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setValues(saved);
                  setSubmitted(false);
                }}
              >
                {t('general.discard')}
              </Button>
            )}
          </Actions>
        </Stack>
      </form>
    </Card>
  );
}
