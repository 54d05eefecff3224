import { SvgIcon, type IconProps } from './svg-icon';

export function NewsIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9c0-1.1.9-2 2-2h2" />
      <path d="M18 14h-8M15 18h-5M10 6h8v4h-8z" />
    </SvgIcon>
  );
}
