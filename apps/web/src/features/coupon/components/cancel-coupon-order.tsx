import type { QueryKey } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { cancelAfterAsking } from '../../order/index.ts';
import { useCancelCouponOrder } from '../api/cancel-coupon-order.ts';

/**
 * Cancels an unpaid coupon or card order after asking, in the order area's words; the order is read again either
 * way (`also`: the query keys of the kind's own view of it).
 */
export function CancelCouponOrder({
  orderNo,
  block,
  also,
}: {
  orderNo: string;
  block?: boolean;
  also?: QueryKey;
}) {
  const t = useT();
  const cancelling = useCancelCouponOrder(orderNo, also);
  const cancel = () => cancelAfterAsking(t, () => cancelling.mutateAsync());
  return (
    <Button
      variant="secondary"
      block={block}
      onClick={() => void cancel()}
      loading={cancelling.isPending}
      data-testid="coupon-order-cancel"
    >
      {t('order.cancel')}
    </Button>
  );
}
