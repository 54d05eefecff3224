import { PASSWORD_MIN_LENGTH } from '@/config/auth';

/**
 * A deliberately loose check, the backend has the last word: local@domain.tld, no spaces. The
 * local part is ASCII, dot-separated (no dot first, last or twice); the domain is dot-separated
 * labels (no empty one, so no trailing or double dot) and a top-level domain of two or more.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export type EmailProblem = 'required' | 'invalid';

export function emailProblem(value: string): EmailProblem | undefined {
  const email = value.trim();
  if (!email) return 'required';
  if (!EMAIL_PATTERN.test(email)) return 'invalid';
  return undefined;
}

export const PASSWORD_RULES = [
  { id: 'length', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', test: (value: string) => /\p{Ll}/u.test(value) },
  { id: 'uppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { id: 'digit', test: (value: string) => /\d/.test(value) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Every rule with whether the password meets it, in display order. */
export function checkPassword(value: string): Array<{ id: PasswordRuleId; met: boolean }> {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(value) }));
}

export function passwordMeetsRules(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}
