import type { BrandTheme } from '@/config/theme';

/** Volta: an electric-car brand's dark identity with electric lime, square shapes and bold caps. */
export const voltaTheme: BrandTheme = {
  name: 'volta',
  colors: {
    primary: '#b8f03c',
    onPrimary: '#0b0d0e',
    primaryHover: '#d3ff70',
    accent: '#2ee6c5',
    background: '#111417',
    surface: '#1a1f24',
    surfaceAlt: '#252c33',
    text: '#f2f5f7',
    textMuted: '#aab5be',
    border: '#74818c',
    focus: '#2ee6c5',
    headerBackground: '#0b0d0e',
    headerText: '#f2f5f7',
    footerBackground: '#0b0d0e',
    footerText: '#d7dee3',
    success: '#4ade80',
    warning: '#fbbf24',
    error: '#fb7185',
    onStatus: '#0b0d0e',
  },
  fonts: {
    body: "var(--font-volta, 'Trebuchet MS', Arial), sans-serif",
    heading: "var(--font-volta, 'Trebuchet MS', Arial), sans-serif",
  },
  radii: { small: '0', medium: '2px', large: '4px' },
  headingWeight: 800,
  headingTransform: 'uppercase',
  colorScheme: 'dark',
};
