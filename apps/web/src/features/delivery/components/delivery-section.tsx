import type { OrderDetailOut } from '@shop/contracts';
import { lazy, Suspense } from 'react';

// The map, timeline and their queries load only for a delivery order, not with every order's detail page.
const DeliveryProgress = lazy(async () => ({
  default: (await import('./delivery-progress.tsx')).DeliveryProgress,
}));

/** The order detail page's delivery section: shown for a delivery order ('package') past payment. */
export function DeliverySection({ order }: { order: OrderDetailOut }) {
  if (order.orderMode !== 'package' || order.status === 'unpaid') return null;
  return (
    <Suspense fallback={null}>
      <DeliveryProgress order={order} />
    </Suspense>
  );
}
