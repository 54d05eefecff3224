import { SvgIcon, type IconProps } from './svg-icon';

export function ErrorIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </SvgIcon>
  );
}
