/**
 * The type scale, in one place: the global styles (styles/global-styles.ts), the Heading
 * (components/ui/heading.tsx) and outlines that keep a text's height while it loads
 * (features/vehicles/vehicle-card.tsx).
 */

/** Body text's line height. */
export const BODY_LINE_HEIGHT = 1.5;

/** A heading's font size per level (h1-h4). */
export const HEADING_SIZES = { 1: 'clamp(1.6rem, 1.2rem + 1.5vw, 2.25rem)', 2: '1.35rem', 3: '1.125rem', 4: '1rem' } as const;

/** Headings' line height, and the space below them. */
export const HEADING_LINE_HEIGHT = 1.2;
export const HEADING_MARGIN = '0 0 0.5em';
