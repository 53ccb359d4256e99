import { lazy, Suspense } from 'react';
import type { DeliveryOrderRef } from './delivery-order-ref.ts';

// The map, timeline and their queries load only for a delivery order, not with every order's detail page.
const DeliveryProgress = lazy(async () => ({
  default: (await import('./delivery-progress.tsx')).DeliveryProgress,
}));

/**
 * The order detail page's delivery section: shown for a delivery order ('package') past payment and no longer
 * booked (a later day's delivery has no rider or route until its day; the facts show its day and window).
 * `onMoved` reads the page's order again (through the order area's queries, or the points mall's): it is called
 * when the delivery moves and after a receipt is confirmed. The page brings it, so delivery needs no other area.
 */
export function DeliverySection({ order, onMoved }: { order: DeliveryOrderRef; onMoved: () => void }) {
  if (order.orderMode !== 'package' || order.status === 'unpaid' || order.status === 'booked') return null;
  return (
    <Suspense fallback={null}>
      <DeliveryProgress order={order} onMoved={onMoved} />
    </Suspense>
  );
}
