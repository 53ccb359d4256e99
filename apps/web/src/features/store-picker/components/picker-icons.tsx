import type { ReactNode } from 'react';

/** The pictograms only the store picker draws, in the frame and stroke of ui/icons.tsx. */
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
export const IconPhone = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M6.6 3.5h2.6l1.4 4-2 1.3a11 11 0 0 0 6.6 6.6l1.3-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  </Glyph>
);
/** A crosshair: "your position". */
export const IconLocate = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
  </Glyph>
);
/** A crosshair struck through: the position is unknown. */
export const IconLocateOff = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M16.6 16.6A6.5 6.5 0 0 1 7.4 7.4M9.3 6a6.5 6.5 0 0 1 8.7 8.7" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M3.5 3.5l17 17" />
  </Glyph>
);
