import { SvgIcon, type IconProps } from './svg-icon';

export function HomeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="M9 22V12h6v10" />
    </SvgIcon>
  );
}
