import { type IconProps, Svg } from '../../../ui/icons.tsx';

/** The icons of the settings pages (lazily loaded with them). */

export const IconShieldOff = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3.3 5 6v5.6c0 4.3 2.9 7.9 7 9.1 4.1-1.2 7-4.8 7-9.1V6z" />
    <path d="m9.5 9.5 5 5M14.5 9.5l-5 5" />
  </Svg>
);
export const IconUserLeave = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="10" cy="8.2" r="3.6" />
    <path d="M3.5 20c.7-3.7 3.3-5.8 6.5-5.8 1.5 0 2.8.4 3.9 1.2M16 17.5h5" />
  </Svg>
);
export const IconLogout = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 4.5H6.7c-.7 0-1.2.5-1.2 1.2v12.6c0 .7.5 1.2 1.2 1.2H14" />
    <path d="M10.5 12h10M17 8.5l3.5 3.5-3.5 3.5" />
  </Svg>
);
export const IconGlobe = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z" />
  </Svg>
);
