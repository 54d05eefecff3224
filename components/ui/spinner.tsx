import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const pulse = keyframes`
  50% { opacity: 0.35; }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* A slow fade instead of rotation: still shows that something is happening. */
  @media (prefers-reduced-motion: reduce) {
    border-right-color: currentColor;
    animation: ${pulse} 2s ease-in-out infinite;
    animation-duration: 2s !important;
  }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** What is loading; defaults to the generic "Loading" text. */
  label?: string;
  /**
   * Announce the label through a status role. Turn off when the spinner sits inside
   * something that already says it is busy (a loading button).
   */
  announce?: boolean;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ size = 20, label, announce = true, showLabel = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('ui.loading');
  return (
    <Wrapper className={className} role={announce ? 'status' : undefined}>
      <Ring $size={size} aria-hidden="true" />
      {announce && (showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>)}
    </Wrapper>
  );
}
