import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordMeetsRules } from './form-rules';
import { usePasswordRules } from './use-password-rules';

/**
 * A new password and the same again, as every form that sets one asks for them (a reset, an
 * activation, the profile's change): what was typed, the sign-up rules as the owner types, and,
 * once the form has been sent (`submitted`), the first problem at its field, in the password
 * pages' words (the login namespace). `fields` goes to the kit's NewPasswordFields with the form's
 * labels; what was typed stays until `clear()`.
 */
export function useNewPassword(submitted: boolean) {
  const { t } = useTranslation('login');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const rules = usePasswordRules(password);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);

  const rulesError = submitted && !passwordMeetsRules(password) ? t('change.rulesError') : undefined;
  const mismatch = submitted && !rulesError && confirmation !== password ? t('change.mismatch') : undefined;

  return {
    password,
    /** On sending: true when both fields are right; otherwise the first wrong one gets the focus. */
    check(): boolean {
      const wrong = !passwordMeetsRules(password) ? passwordInput : confirmation !== password ? confirmationInput : undefined;
      wrong?.current?.focus();
      return !wrong;
    },
    clear() {
      setPassword('');
      setConfirmation('');
    },
    fields: {
      password: { ref: passwordInput, value: password, onChange: setPassword, error: rulesError },
      confirmation: { ref: confirmationInput, value: confirmation, onChange: setConfirmation, error: mismatch },
      rules,
    },
  };
}
