import type { OrderDetailOut } from '@shop/contracts';
import { lazy, Suspense } from 'react';

// The map, timeline and their queries load only for a delivery order, not with every order's detail page.
const DeliveryProgress = lazy(async () => ({
  default: (await import('./delivery-progress.tsx')).DeliveryProgress,
}));

/**
 * The order detail page's delivery section: shown for a delivery order ('package') past payment and no longer
 * booked (a later day's delivery has no rider or route until its day; the facts show its day and window).
 */
export function DeliverySection({ order }: { order: OrderDetailOut }) {
  if (order.orderMode !== 'package' || order.status === 'unpaid' || order.status === 'booked') return null;
  return (
    <Suspense fallback={null}>
      <DeliveryProgress order={order} />
    </Suspense>
  );
}
