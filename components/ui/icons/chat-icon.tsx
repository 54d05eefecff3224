import { SvgIcon, type IconProps } from './svg-icon';

export function ChatIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />
    </SvgIcon>
  );
}
