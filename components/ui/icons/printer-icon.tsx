import { SvgIcon, type IconProps } from './svg-icon';

export function PrinterIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 9V2h12v7" />
      <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v8H6z" />
    </SvgIcon>
  );
}
