import { css } from 'styled-components';

/**
 * The page on paper (docs/product.md#print): no frame (header, menus, footer, the bottom dock,
 * toasts, the offline notice), no controls (buttons, the period's and car's pickers: what they
 * chose is written out by `data-print="only"` lines instead), black on white. A section printed
 * by its own button (lib/print/print-section.ts) is printed alone, from the top of the page.
 */
export const printStyles = css`
  [data-print='only'] {
    display: none;
  }
  @media print {
    @page {
      margin: 15mm;
    }
    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }
    body {
      padding: 0 !important;
    }
    header,
    footer,
    nav,
    button,
    dialog,
    [role='dialog'],
    [role='status']:empty,
    [data-print='hide'] {
      display: none !important;
    }
    [data-print='only'] {
      display: block !important;
    }
    a {
      color: inherit !important;
      text-decoration: none !important;
    }
    section,
    li {
      break-inside: avoid-page;
    }
    html[data-printing] body * {
      visibility: hidden;
    }
    html[data-printing] [data-print-target],
    html[data-printing] [data-print-target] * {
      visibility: visible;
    }
    html[data-printing] [data-print-target] {
      position: absolute;
      inset: 0 0 auto 0;
    }
  }
`;
