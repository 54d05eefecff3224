import { SvgIcon, type IconProps } from './svg-icon';

/** A workshop's tool: service. */
export function WrenchIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
    </SvgIcon>
  );
}
