import { SvgIcon, type IconProps } from './svg-icon';

const ROTATION = { down: 0, left: 90, up: 180, right: 270 } as const;

export function ChevronIcon({ direction = 'down', style, ...props }: IconProps & { direction?: keyof typeof ROTATION }) {
  return (
    <SvgIcon {...props} style={{ transform: `rotate(${ROTATION[direction]}deg)`, ...style }}>
      <path d="m6 9 6 6 6-6" />
    </SvgIcon>
  );
}
