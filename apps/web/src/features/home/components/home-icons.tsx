import type { ReactNode } from 'react';

/** The few pictograms only the home page draws, in the frame and stroke of ui/icons.tsx. */
function Glyph({ size = 16, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={{ flex: 'none' }}
    >
      {children}
    </svg>
  );
}

export const IconPin = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Glyph>
);
export const IconSpeaker = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M4 10v4h3l5 4V6L7 10z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </Glyph>
);
export const IconSwap = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M7 7h12l-3.5-3.5M17 17H5l3.5 3.5" />
  </Glyph>
);
/** The system folders' pictograms: hot sale, on sale, combos. */
export const IconFlame = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M12 21c3.6 0 6-2.4 6-5.8 0-3.6-2.6-5.6-3.6-8.7-.3-.9-1.4-1.1-1.9-.3-.8 1.2-1 2.6-.9 3.8-1.2-.9-1.9-2.3-2-3.5C7.6 8.4 6 11.4 6 15.2 6 18.6 8.4 21 12 21z" />
  </Glyph>
);
export const IconTag = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1 1 0 0 1 0 1.4l-7.1 7.1a1 1 0 0 1-1.4 0z" />
    <circle cx="8" cy="8" r="1.5" />
  </Glyph>
);
export const IconLayers = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="m12 3.5 8.5 4.5-8.5 4.5L3.5 8z" />
    <path d="m3.5 12 8.5 4.5 8.5-4.5M3.5 16l8.5 4.5 8.5-4.5" />
  </Glyph>
);
