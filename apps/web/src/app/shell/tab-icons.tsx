import { type IconProps, Svg } from '../../ui/icons.tsx';

// The icons of the tabs a store may add to its bar (decision 041); they ship with the shell, like the bar.

export const IconGrid = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.6" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.6" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.6" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.6" />
  </Svg>
);
export const IconTicket = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 7.5c0-.8.7-1.5 1.5-1.5h14c.8 0 1.5.7 1.5 1.5v2.2a2.3 2.3 0 0 0 0 4.6v2.2c0 .8-.7 1.5-1.5 1.5H5c-.8 0-1.5-.7-1.5-1.5v-2.2a2.3 2.3 0 0 0 0-4.6Z" />
    <path d="M14.5 6.5v11" strokeDasharray="1.6 2" />
  </Svg>
);
export const IconGift = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="9" width="16" height="11.5" rx="1.6" />
    <path d="M3 9h18M12 9v11.5M12 9c-1.5-3.8-5.5-4.2-5.5-1.8C6.5 9 12 9 12 9Zm0 0c1.5-3.8 5.5-4.2 5.5-1.8C17.5 9 12 9 12 9Z" />
  </Svg>
);
export const IconCalendar = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="5.5" width="16" height="15" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4M9 14.8l2 2 4-4" />
  </Svg>
);
export const IconPage = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6.5 3.5h7.5l4 4v13h-11.5Z" />
    <path d="M13.5 3.5V8h4.5M9.5 12.5h5M9.5 16h5" />
  </Svg>
);
