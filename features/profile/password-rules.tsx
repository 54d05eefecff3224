import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@/config/auth';
import { CheckIcon } from '@/components/ui/icons/check-icon';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { checkPassword } from '@/lib/auth/form-rules';

const List = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme, $met }) => ($met ? theme.colors.text : theme.colors.textMuted)};

  svg {
    flex-shrink: 0;
    color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
  }
`;

/**
 * The sign-up password rules (lib/auth/form-rules.ts, worded as on the password pages: the
 * login namespace), each marked met or not as the owner types.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('login');
  return (
    <div id={id}>
      <span>{t('change.rulesTitle')}</span>
      <List>
        {checkPassword(password).map((rule) => (
          <Rule key={rule.id} $met={rule.met} data-met={rule.met}>
            {rule.met ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
            {t(`change.rule.${rule.id}`, { count: PASSWORD_MIN_LENGTH })}
            <VisuallyHidden>({rule.met ? t('change.ruleMet') : t('change.ruleNotMet')})</VisuallyHidden>
          </Rule>
        ))}
      </List>
    </div>
  );
}
