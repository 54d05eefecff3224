import type { Profile } from '@/api-client/profile/profile-api';
import type { RequestBody } from '@/api-client/core/types';
import { NAME_MAX_LENGTH } from '@/config/profile';

/**
 * The General form's rules, the same as the backend's for PUT /api/profile (api-client/openapi.yaml,
 * ProfileUpdate): names 1–50 characters after trimming; phone empty or 6–20 digits and spaces,
 * optionally after a +; an address either left empty or complete (street 1–100, postal code
 * 3–10, city 1–60, a country).
 */
export { NAME_MAX_LENGTH } from '@/config/profile';
export const STREET_MAX_LENGTH = 100;
export const POSTAL_CODE_LENGTH = { min: 3, max: 10 } as const;
export const CITY_MAX_LENGTH = 60;
const PHONE_PATTERN = /^\+?[\d ]{6,20}$/;

export const PROFILE_LANGUAGES = ['da', 'sv', 'en', 'no'] as const;
export const ADDRESS_COUNTRIES = ['DK', 'SE', 'NO', 'FI', 'DE'] as const;

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  language: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileProblem = 'required' | 'tooLong' | 'tooShort' | 'phone' | 'addressIncomplete';
export type ProfileProblems = Partial<Record<ProfileField, ProfileProblem>>;

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    street: profile.address?.street ?? '',
    postalCode: profile.address?.postalCode ?? '',
    city: profile.address?.city ?? '',
    countryCode: profile.address?.countryCode ?? '',
    language: profile.language,
  };
}

function lengthProblem(value: string, max: number, min = 1): ProfileProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  if (trimmed.length < min) return 'tooShort';
  if (trimmed.length > max) return 'tooLong';
  return undefined;
}

const ADDRESS_FIELDS = ['street', 'postalCode', 'city', 'countryCode'] as const;

function hasAddress(values: ProfileFormValues): boolean {
  return ADDRESS_FIELDS.some((field) => values[field].trim() !== '');
}

/** Every field's problem; an empty object when the form can be sent. */
export function profileProblems(values: ProfileFormValues): ProfileProblems {
  const problems: ProfileProblems = {
    firstName: lengthProblem(values.firstName, NAME_MAX_LENGTH),
    lastName: lengthProblem(values.lastName, NAME_MAX_LENGTH),
  };
  const phone = values.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) problems.phone = 'phone';
  if (hasAddress(values)) {
    problems.street = lengthProblem(values.street, STREET_MAX_LENGTH);
    problems.postalCode = lengthProblem(values.postalCode, POSTAL_CODE_LENGTH.max, POSTAL_CODE_LENGTH.min);
    problems.city = lengthProblem(values.city, CITY_MAX_LENGTH);
    problems.countryCode = values.countryCode ? undefined : 'required';
    // An empty part of a half-filled address says why it is needed.
    for (const field of ADDRESS_FIELDS) if (problems[field] === 'required') problems[field] = 'addressIncomplete';
  }
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as ProfileProblems;
}

/** The PUT /api/profile body for valid values. */
export function profileUpdateOf(values: ProfileFormValues): RequestBody<'/api/profile', 'put'> {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: phone === '' ? null : phone,
    address: hasAddress(values)
      ? { street: values.street.trim(), postalCode: values.postalCode.trim(), city: values.city.trim(), countryCode: values.countryCode }
      : null,
    language: values.language as (typeof PROFILE_LANGUAGES)[number],
  };
}

export function sameValues(a: ProfileFormValues, b: ProfileFormValues): boolean {
  return (Object.keys(a) as ProfileField[]).every((field) => a[field] === b[field]);
}
