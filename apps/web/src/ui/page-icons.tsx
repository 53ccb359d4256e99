import { type IconProps, Svg } from './icons.tsx';

/**
 * The icons only lazily loaded pages draw (sheets, steppers, store picker, cart, settings and store information
 * rows), on the frame of icons.tsx.
 * Kept out of icons.tsx so that they load with those pages rather than with the home route.
 */

export const IconBack = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 4.5 7.5 12l7.5 7.5" />
  </Svg>
);
export const IconPlus = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);
export const IconMinus = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
);
export const IconClose = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const IconPhone = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6.6 3.5h2.6l1.4 4-2 1.3a11 11 0 0 0 6.6 6.6l1.3-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  </Svg>
);
/** A crosshair: "your position". */
export const IconLocate = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
  </Svg>
);
/** A crosshair struck through: the position is unknown. */
export const IconLocateOff = (props: IconProps) => (
  <Svg {...props}>
    <path d="M16.6 16.6A6.5 6.5 0 0 1 7.4 7.4M9.3 6a6.5 6.5 0 0 1 8.7 8.7" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M3.5 3.5l17 17" />
  </Svg>
);
export const IconTrash = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4.5 6.5h15M9.5 6.5V4.8c0-.7.5-1.3 1.3-1.3h2.4c.7 0 1.3.6 1.3 1.3v1.7" />
    <path d="m6.5 6.5.8 12.2c.1.9.8 1.8 1.8 1.8h5.8c1 0 1.7-.9 1.8-1.8l.8-12.2M10 10.5v6M14 10.5v6" />
  </Svg>
);
export const IconLock = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5" />
  </Svg>
);
export const IconEye = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
export const IconEyeOff = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.5M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.6-.6 5-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2M3.5 3.5l17 17" />
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
export const IconWallet = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7.5h14.5c.8 0 1.5.7 1.5 1.5v9c0 .8-.7 1.5-1.5 1.5h-13C4.7 19.5 4 18.8 4 18V7.5Z" />
    <path d="M4 7.5 15.5 4.6c.8-.2 1.5.4 1.5 1.2v1.7" />
    <circle cx="16" cy="13.5" r="1.2" />
  </Svg>
);
export const IconHeadset = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.2-1.5 2-3.5 2h-2" />
  </Svg>
);
export const IconCrown = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z" />
    <path d="M5 21h14" />
  </Svg>
);
export const IconDocument = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6.5 3.5h7.5l4.5 4.5v11.3c0 .7-.5 1.2-1.2 1.2H6.5c-.7 0-1.2-.5-1.2-1.2V4.7c0-.7.5-1.2 1.2-1.2z" />
    <path d="M13.5 3.8V8.5h4.7M8.5 12.5h7M8.5 16h5" />
  </Svg>
);
export const IconChat = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 5.5h14c.7 0 1.2.5 1.2 1.2v8.8c0 .7-.5 1.2-1.2 1.2H10l-4.5 3.6v-3.6H5c-.7 0-1.2-.5-1.2-1.2V6.7c0-.7.5-1.2 1.2-1.2z" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth={2.6} />
  </Svg>
);
export const IconMap = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 4.5-5 2v13l5-2 6 2 5-2v-13l-5 2z" />
    <path d="M9 4.5v13M15 6.5v13" />
  </Svg>
);
export const IconNavigate = (props: IconProps) => (
  <Svg {...props}>
    <path d="m4 11 16-7-7 16-2-7z" />
  </Svg>
);
