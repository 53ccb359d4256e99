import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { IconOrder } from '../../../ui/icons.tsx';
import { orderListPath } from './order-paths.ts';

/** An order number that names no order of the member's: says so and leads back to the order list. */
export function OrderNotFound({ text }: { text?: string }) {
  const t = useT();
  return (
    <EmptyState
      icon={<IconOrder size={40} />}
      title={t('errors.ORDER_NOT_FOUND')}
      {...(text ? { text } : {})}
      action={
        <Button onClick={() => redirect(orderListPath)} data-testid="order-back-to-list">
          {t('order.backToList')}
        </Button>
      }
    />
  );
}
