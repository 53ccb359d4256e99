import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering block standing in for content that is loading. */
export function Skeleton({ width = '100%', height = 14, radius = 6, className }: SkeletonProps) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/** The placeholder of a page that is loading: a header, a banner and a few list rows. */
export function PageSkeleton({ label }: { label?: string }) {
  return (
    <div className="page-skeleton" role="status" aria-live="polite" aria-label={label}>
      <Skeleton height={44} radius={0} />
      <div className="page-skeleton__body">
        <Skeleton height={148} radius={12} />
        {[0, 1, 2, 3].map((row) => (
          <div className="page-skeleton__row" key={row}>
            <Skeleton width={72} height={72} radius={10} />
            <div className="page-skeleton__lines">
              <Skeleton width="70%" height={15} />
              <Skeleton width="45%" height={12} />
              <Skeleton width="30%" height={16} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
