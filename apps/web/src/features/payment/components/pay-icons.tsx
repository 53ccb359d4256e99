import { type IconProps, Svg } from '../../../ui/icons.tsx';

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
