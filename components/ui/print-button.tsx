import type { RefObject } from 'react';
import { printSection } from '@/lib/print/print-section';
import { Button } from './button';
import { PrinterIcon } from './icons/printer-icon';

/** Prints one section of the page as a document of its own (lib/print/print-section.ts). Not on paper itself. */
export function PrintButton({ section, children }: { section: RefObject<HTMLElement | null>; children: string }) {
  return (
    <Button variant="secondary" size="small" icon={<PrinterIcon size={16} />} onClick={() => printSection(section.current)}>
      {children}
    </Button>
  );
}
