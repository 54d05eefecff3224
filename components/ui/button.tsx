import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { TOUCH_TARGET } from '@/config/layout';
import { Link } from './link';
import { focusRing } from './focus-ring';
import { buttonHeight, type ButtonSize } from './button-heights';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type { ButtonSize };

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (forms on small screens). */
  fullWidth?: boolean;
  /** An icon before the text; icons are decorative, the text names the button. */
  icon?: ReactNode;
  children: ReactNode;
}

export type ButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    href?: undefined;
    /** Busy: stays focusable and keeps its text, ignores clicks and says it is loading. */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export type LinkButtonProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    /** Renders a Next link that looks like a button. */
    href: string;
    ref?: Ref<HTMLAnchorElement>;
  };

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    padding-inline: 0.25rem;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    text-transform: none;
    &:hover:not([aria-disabled='true']):not(:disabled) {
      text-decoration-thickness: 2px;
    }
  `,
};


const buttonStyle = css<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $size }) => buttonHeight($size, 'min-height')}
  min-width: ${TOUCH_TARGET};
  padding: 0 ${({ $size }) => ($size === 'small' ? '0.75rem' : '1.25rem')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'small' ? '0.875rem' : '1rem')};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease;

  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  /* Disabled controls are exempt from contrast rules, but stay readable anyway. */
  &:disabled {
    opacity: 0.55;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyle}
`;

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyle}
`;

/** A button, or with `href` a link styled as one. */
export function Button(props: ButtonProps | LinkButtonProps) {
  const { t } = useTranslation('common');

  if (props.href !== undefined) {
    const { variant = 'primary', size = 'medium', fullWidth = false, icon, children, href, ...rest } = props;
    return (
      <StyledLink href={href} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
        {icon}
        {children}
      </StyledLink>
    );
  }

  const {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    icon,
    children,
    loading = false,
    type = 'button',
    onClick,
    ...rest
  } = props;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size={16} announce={false} /> : icon}
      {children}
      {loading && <VisuallyHidden>{t('ui.loading')}</VisuallyHidden>}
    </StyledButton>
  );
}
