/**
 * Printing one section of a page as a document of its own (docs/product.md#print): the section
 * carries `data-print-section`; while it prints, the page's root carries `data-printing` and the
 * section `data-print-target`, and the print styles (styles/print-styles.ts) leave only it on the
 * paper. After printing (or when the dialog is closed), the marks go.
 */
export const PRINT_SECTION_ATTRIBUTE = 'data-print-section';

export function printSection(section: HTMLElement | null): void {
  const root = document.documentElement;
  if (section) {
    section.setAttribute('data-print-target', '');
    root.setAttribute('data-printing', '');
  }
  const done = () => {
    section?.removeAttribute('data-print-target');
    root.removeAttribute('data-printing');
  };
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}
