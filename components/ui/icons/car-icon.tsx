import { SvgIcon, type IconProps } from './svg-icon';

export function CarIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
      <path d="M3 12h18M9 17h6" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </SvgIcon>
  );
}
