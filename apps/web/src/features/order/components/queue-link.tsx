import type { OrderDetailOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { queueOrderPath } from './order-paths.ts';

/** A dine-in queue order still in the store's hands links to its place in the kitchen queue. */
export function QueueLink({ order }: { order: OrderDetailOut }) {
  const t = useT();
  const open = order.status === 'pending' || order.status === 'accepted' || order.status === 'ready';
  if (order.orderMode !== 'queue' || !open) return null;
  return (
    <div className="order-queue-link">
      <Button
        variant="secondary"
        block
        onClick={() => redirect(queueOrderPath, { orderNo: order.orderNo })}
        data-testid="order-queue-link"
      >
        {t('order.queue.link')}
      </Button>
    </div>
  );
}
