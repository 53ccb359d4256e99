import type { ReactNode, SVGProps } from 'react';

/**
 * Inline icons (no icon font to download). They take the text colour and the --icon-size (16px by default);
 * pass `size` for a larger one. Decorative by default (aria-hidden); give a `title` to make one meaningful.
 */

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; title?: string };

/** The shared frame of every icon; each icon below only adds its paths. */
function Svg({ size, title, style, children, ...rest }: IconProps & { children: ReactNode }) {
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
export const IconBack = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 4.5 7.5 12l7.5 7.5" />
  </Svg>
);
export const IconChevronRight = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 5 7 7-7 7" />
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
