import type { BrandTheme } from '@/config/theme';

/** Aurora: a carmaker's calm, light, navy identity with rounded shapes. */
export const auroraTheme: BrandTheme = {
  name: 'aurora',
  colors: {
    primary: '#0b3d91',
    onPrimary: '#ffffff',
    primaryHover: '#082d6b',
    accent: '#00708a',
    background: '#ffffff',
    surface: '#f4f6fa',
    surfaceAlt: '#e6ebf3',
    text: '#13233a',
    textMuted: '#4a5a70',
    border: '#7a879a',
    focus: '#c2410c',
    headerBackground: '#ffffff',
    headerText: '#13233a',
    footerBackground: '#0b1f3f',
    footerText: '#ffffff',
    success: '#1e7b34',
    warning: '#8f5b00',
    error: '#b42318',
    onStatus: '#ffffff',
  },
  fonts: {
    body: "var(--font-aurora, 'Segoe UI', Arial), sans-serif",
    heading: "var(--font-aurora, 'Segoe UI', Arial), sans-serif",
  },
  radii: { small: '6px', medium: '10px', large: '16px' },
  headingWeight: 600,
  headingTransform: 'none',
  colorScheme: 'light',
};
