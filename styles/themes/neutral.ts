import type { BrandTheme } from '@/config/theme';

/** For pages that belong to no site (an unknown host's 404, the 500 page): no brand's look. */
export const neutralTheme: BrandTheme = {
  name: 'neutral',
  colors: {
    primary: '#1f2937',
    onPrimary: '#ffffff',
    primaryHover: '#111827',
    accent: '#1f2937',
    background: '#ffffff',
    surface: '#f3f4f6',
    surfaceAlt: '#e5e7eb',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#6b7280',
    focus: '#1d4ed8',
    headerBackground: '#ffffff',
    headerText: '#111827',
    footerBackground: '#f3f4f6',
    footerText: '#111827',
    success: '#166534',
    warning: '#92400e',
    error: '#b91c1c',
    onStatus: '#ffffff',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  },
  radii: { small: '4px', medium: '6px', large: '8px' },
  headingWeight: 700,
  headingTransform: 'none',
  colorScheme: 'light',
};
