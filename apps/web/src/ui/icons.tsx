import type { ReactNode, SVGProps } from 'react';

/**
 * Inline icons (no icon font to download). They take the text colour and the --icon-size (16px by default);
 * pass `size` for a larger one. Decorative by default (aria-hidden); give a `title` to make one meaningful.
 *
 * This file holds the icons of the first load (app shell, error views, home page). The bundler keeps a module
 * whole in one chunk and this one sits in the entry chunk (the tab bar draws from it), so every icon defined
 * here ships with the home route: icons only lazily loaded pages draw go in page-icons.tsx, on the same frame.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; title?: string };

/** The shared frame of every icon; each icon only adds its paths. */
export function Svg({ size, title, style, children, ...rest }: IconProps & { children: ReactNode }) {
  const dimension = size ? `${size}px` : 'var(--icon-size)';
  return (
    <svg
      viewBox="0 0 24 24"
      width={size ?? 16}
      height={size ?? 16}
      style={{ width: dimension, height: dimension, flex: 'none', ...style }}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export const IconHome = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 10.5 12 3.8l8.5 6.7" />
    <path d="M5.5 9v10.2c0 .7.5 1.2 1.2 1.2h3.6v-5.6h3.4v5.6h3.6c.7 0 1.2-.5 1.2-1.2V9" />
  </Svg>
);
export const IconCart = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 4h2.2l2.1 11.2c.1.6.6 1 1.2 1h9.4c.6 0 1.1-.4 1.2-1l1.4-7.2H6.1" />
    <circle cx="9.5" cy="19.8" r="1.3" />
    <circle cx="17" cy="19.8" r="1.3" />
  </Svg>
);
export const IconOrder = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="3.5" width="14" height="17" rx="2.2" />
    <path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4.5" />
  </Svg>
);
export const IconUser = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="8.2" r="3.8" />
    <path d="M4.5 20.5c.8-3.9 3.8-6 7.5-6s6.7 2.1 7.5 6" />
  </Svg>
);
export const IconChevronRight = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 5 7 7-7 7" />
  </Svg>
);
/** Also the cart's tick, drawn bolder there (strokeWidth 3). */
export const IconCheck = (props: IconProps) => (
  <Svg {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);
export const IconSearch = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Svg>
);
export const IconAlert = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.3v.2" />
  </Svg>
);
export const IconWifiOff = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 3l18 18M8.6 13.2a5 5 0 0 1 6.4-.4M5.2 9.9A10 10 0 0 1 9 8.1M12.8 7.6a10 10 0 0 1 6 2.3" />
    <path d="M12 18.5v.2" />
  </Svg>
);
export const IconBox = (props: IconProps) => (
  <Svg {...props}>
    <path d="m3.5 7.5 8.5-4 8.5 4v9l-8.5 4-8.5-4z" />
    <path d="m3.5 7.5 8.5 4 8.5-4M12 11.5v9" />
  </Svg>
);
export const IconPin = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Svg>
);
export const IconSpeaker = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 10v4h3l5 4V6L7 10z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </Svg>
);
export const IconSwap = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 7h12l-3.5-3.5M17 17H5l3.5 3.5" />
  </Svg>
);
/** The system folders' pictograms: hot sale, on sale, combos. */
export const IconFlame = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 21c3.6 0 6-2.4 6-5.8 0-3.6-2.6-5.6-3.6-8.7-.3-.9-1.4-1.1-1.9-.3-.8 1.2-1 2.6-.9 3.8-1.2-.9-1.9-2.3-2-3.5C7.6 8.4 6 11.4 6 15.2 6 18.6 8.4 21 12 21z" />
  </Svg>
);
export const IconTag = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1 1 0 0 1 0 1.4l-7.1 7.1a1 1 0 0 1-1.4 0z" />
    <circle cx="8" cy="8" r="1.5" />
  </Svg>
);
export const IconLayers = (props: IconProps) => (
  <Svg {...props}>
    <path d="m12 3.5 8.5 4.5-8.5 4.5L3.5 8z" />
    <path d="m3.5 12 8.5 4.5 8.5-4.5M3.5 16l8.5 4.5 8.5-4.5" />
  </Svg>
);
