import { Skeleton } from '../../../ui/skeleton.tsx';

/** Three coupon-shaped blocks while a list loads. */
export function CouponListSkeleton() {
  return (
    <div className="coupon-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={96} radius={12} />
      ))}
    </div>
  );
}
