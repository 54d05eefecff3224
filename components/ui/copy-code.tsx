import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { useToast } from './toast/use-toast';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

const Code = styled.code`
  font-size: 1.1rem;
  letter-spacing: 0.05em;
  padding: 0.25rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

interface CopyCodeProps {
  code: string;
  /** The caller's words: the code's label ("Your code:"), the button, and the toasts after copying. */
  texts: { label: string; copy: string; copied: string; copyFailed: string };
  /** The button's accessible name when the page has several codes ("Copy code: Cinema, 100 kr."). */
  copyName?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A code the owner shows or types in elsewhere (a gift card's, a reward's voucher), with a copy button. */
export function CopyCode({ code, texts, copyName, buttonRef }: CopyCodeProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };
  return (
    <Row>
      <span>
        {texts.label} <Code>{code}</Code>
      </span>
      <Button ref={buttonRef} variant="secondary" size="small" onClick={() => void copy()} aria-label={copyName}>
        {texts.copy}
      </Button>
    </Row>
  );
}
