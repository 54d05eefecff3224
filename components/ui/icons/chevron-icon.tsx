import { SvgIcon, type IconProps } from './svg-icon';

const ROTATION = { down: 0, left: 90, up: 180, right: 270 } as const;

export function ChevronIcon({ pointing = 'down', style, ...props }: IconProps & { pointing?: keyof typeof ROTATION }) {
  return (
    <SvgIcon {...props} style={{ transform: `rotate(${ROTATION[pointing]}deg)`, ...style }}>
      <path d="m6 9 6 6 6-6" />
    </SvgIcon>
  );
}
