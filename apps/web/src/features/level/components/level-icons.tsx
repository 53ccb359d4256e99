import { type IconProps, Svg } from '../../../ui/icons.tsx';

/** Two people: inviting a friend. */
export const IconInvite = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 19c.6-3.4 3-5.2 6-5.2s5.4 1.8 6 5.2" />
    <path d="M18 8v6M15 11h6" />
  </Svg>
);

/** A small tick for a benefit line. */
export const IconBenefit = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12.5l4.2 4L19 7" />
  </Svg>
);

/** A link: copying the invitation address. */
export const IconLink = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);
