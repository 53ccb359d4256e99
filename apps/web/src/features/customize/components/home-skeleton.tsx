import { Skeleton } from '../../../ui/skeleton.tsx';

/** What the home page shows while its structure loads (only when the server did not inline it). */
export function HomeSkeleton({ label }: { label: string }) {
  return (
    <div className="home-skeleton" role="status" aria-label={label}>
      <Skeleton height={38} radius={200} />
      <Skeleton height="auto" radius={12} className="home-skeleton__banner" />
      <div className="home-skeleton__shortcuts">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} width={48} height={48} radius={24} />
        ))}
      </div>
      <div className="home-skeleton__grid">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={232} radius={12} />
        ))}
      </div>
    </div>
  );
}
