import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { confirm, toast, toastError } from '../../../ui/feedback/feedback.ts';
import { useCancelCouponOrder } from '../api/cancel-coupon-order.ts';

/** Cancels an unpaid coupon order after asking, in the order area's words; the order is read again either way. */
export function CancelCouponOrder({ orderNo, block }: { orderNo: string; block?: boolean }) {
  const t = useT();
  const cancelling = useCancelCouponOrder(orderNo);
  const cancel = async () => {
    const sure = await confirm({
      title: t('order.cancelTitle'),
      message: t('order.cancelQuestion'),
      okText: t('order.cancel'),
      cancelText: t('order.keep'),
    });
    if (!sure) return;
    try {
      await cancelling.mutateAsync();
      toast(t('order.cancelDone'), { kind: 'success' });
    } catch (error) {
      // Translated by its Code: ORDER_CANCEL_FAILED once paid, ORDER_TIMED_OUT when its time ran out first.
      toastError(error);
    }
  };
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
