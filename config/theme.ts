import { z } from 'zod';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1a2b3c');

/**
 * The brand theme every site carries. Components read only these tokens, never brand values.
 * Text/background pairs must meet WCAG 2.2 AA contrast (4.5:1 for text); the theme tests check it.
 */
export const themeSchema = z.object({
  name: z.string().min(1),
  colors: z.object({
    primary: colour,
    onPrimary: colour,
    primaryHover: colour,
    accent: colour,
    background: colour,
    surface: colour,
    surfaceAlt: colour,
    text: colour,
    textMuted: colour,
    border: colour,
    focus: colour,
    headerBackground: colour,
    headerText: colour,
    footerBackground: colour,
    footerText: colour,
    success: colour,
    warning: colour,
    error: colour,
    onStatus: colour,
  }),
  fonts: z.object({
    body: z.string().min(1),
    heading: z.string().min(1),
  }),
  radii: z.object({
    small: z.string(),
    medium: z.string(),
    large: z.string(),
  }),
  headingWeight: z.number().int().min(100).max(900),
  /** Page titles' and short section labels' case (components/ui/heading.tsx); other headings keep theirs. */
  headingTransform: z.enum(['none', 'uppercase']),
  /** Tells the browser whether native controls (checkboxes, scrollbars) should be drawn light or dark. */
  colorScheme: z.enum(['light', 'dark']),
});

export type BrandTheme = z.infer<typeof themeSchema>;
