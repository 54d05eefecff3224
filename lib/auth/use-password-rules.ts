import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@/config/auth';
import { checkPassword } from './form-rules';

/**
 * The sign-up password rules (form-rules.ts) for the kit's RuleList, worded as on the password
 * pages (the login namespace): sign-up, a new password after a reset, and the profile's change.
 */
export function usePasswordRules(password: string) {
  const { t } = useTranslation('login');
  return {
    title: t('change.rulesTitle'),
    metText: t('change.ruleMet'),
    notMetText: t('change.ruleNotMet'),
    rules: checkPassword(password).map((rule) => ({
      id: rule.id,
      met: rule.met,
      label: t(`change.rule.${rule.id}`, { count: PASSWORD_MIN_LENGTH }),
    })),
  };
}
