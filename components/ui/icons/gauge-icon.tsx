import { SvgIcon, type IconProps } from './svg-icon';

/** An odometer's dial: the mileage. */
export function GaugeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.9 19a9 9 0 1 1 14.2 0" />
      <path d="M12 13l4-4" />
      <circle cx="12" cy="13" r="1" />
    </SvgIcon>
  );
}
