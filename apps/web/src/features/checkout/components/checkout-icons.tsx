import { type IconProps, Svg } from '../../../ui/icons.tsx';

/** Icons only the checkout pages draw (kept out of the entry chunk's ui/icons.tsx). */
export const IconWallet = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7.5h14.5c.8 0 1.5.7 1.5 1.5v9c0 .8-.7 1.5-1.5 1.5h-13C4.7 19.5 4 18.8 4 18V7.5Z" />
    <path d="M4 7.5 15.5 4.6c.8-.2 1.5.4 1.5 1.2v1.7" />
    <circle cx="16" cy="13.5" r="1.2" />
  </Svg>
);
export const IconCash = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="6.5" width="18" height="11" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6.5 9.5v5M17.5 9.5v5" />
  </Svg>
);
export const IconChat = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 11.2C4 7.5 7.6 4.5 12 4.5s8 3 8 6.7-3.6 6.7-8 6.7c-.9 0-1.8-.1-2.6-.4L5.5 19l1-3.1C5 14.7 4 13 4 11.2Z" />
  </Svg>
);
export const IconCard = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </Svg>
);
export const IconClock = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);
export const IconShield = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3.5 5 6.2v5.3c0 4.3 3 7.8 7 9 4-1.2 7-4.7 7-9V6.2l-7-2.7Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Svg>
);
export const IconStore = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 9.5 5.5 4.5h13L20 9.5c0 1.4-1.1 2.5-2.5 2.5S15 10.9 15 9.5c0 1.4-1.1 2.5-2.5 2.5h-1C10.1 12 9 10.9 9 9.5 9 10.9 7.9 12 6.5 12S4 10.9 4 9.5Z" />
    <path d="M5.5 12v7.5h13V12M10 19.5v-4h4v4" />
  </Svg>
);
