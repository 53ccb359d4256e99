import type { OrderDetailOut } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { toast, toastError } from '../../../ui/feedback/feedback.ts';
import { useCartActions } from '../../cart/index.ts';
import { startOnlinePayment } from '../../payment/index.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { cancelAfterAsking } from '../state/cancel-after-asking.ts';
import { addOrderToCart } from '../state/reorder.ts';
import { cartPath } from './order-paths.ts';

/** What the shopper can do with an order on its detail page: cancel (after asking), pay, order again. */
export function useOrderActions(order: OrderDetailOut) {
  const t = useT();
  const cancelling = useCancelOrder(order.orderNo);
  const cartActions = useCartActions();
  const [paying, setPaying] = useState(false);

  const cancel = () => cancelAfterAsking(t, () => cancelling.mutateAsync());

  const pay = async () => {
    setPaying(true);
    try {
      await startOnlinePayment(order.orderNo, order.payMethod);
    } catch (error) {
      toastError(error);
    } finally {
      setPaying(false);
    }
  };

  const reorder = () => {
    const added = addOrderToCart(order.items, cartActions);
    if (added > 0) toast(t('order.reorderDone'), { kind: 'success' });
    redirect(cartPath);
  };

  return { cancel, cancelBusy: cancelling.isPending, pay, paying, reorder };
}
