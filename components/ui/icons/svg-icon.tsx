import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px; the default suits a line of body text. */
  size?: number;
  /**
   * Gives the icon an accessible name. Without it the icon is decorative (aria-hidden),
   * which is right whenever a visible or aria label sits next to it.
   */
  title?: string;
}

/** The frame every icon shares: a 24 px stroke drawing in the current text colour. */
export function SvgIcon({ size = 24, title, children, ...rest }: IconProps & { children: ReactNode }) {
  const labelled = Boolean(title);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      aria-label={title}
      {...rest}
    >
      {children}
    </svg>
  );
}
