import type { OrderDetailOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { canCancel, canPay, canReorder } from './order-status.ts';
import { useOrderActions } from './use-order-actions.ts';

// A table's other diners read a round but leave cancelling and paying it to the one who placed it.
const mayCancel = (order: OrderDetailOut) => order.placedByMe && canCancel(order);
const mayPay = (order: OrderDetailOut, payTimeUp: boolean) => order.placedByMe && canPay(order) && !payTimeUp;

/** Whether the order has anything to offer in the action bar (the page leaves room for it). */
export function hasOrderActions(order: OrderDetailOut, payTimeUp: boolean): boolean {
  return mayCancel(order) || mayPay(order, payTimeUp) || canReorder(order);
}

/** The bar at the foot of the detail page: cancel and pay while unpaid, order again once closed. */
export function OrderActions({ order, payTimeUp }: { order: OrderDetailOut; payTimeUp: boolean }) {
  const t = useT();
  const { cancel, cancelBusy, pay, paying, reorder } = useOrderActions(order);
  return (
    <div className="order-actions bottom-bar">
      {mayCancel(order) ? (
        <Button
          variant="secondary"
          onClick={() => void cancel()}
          loading={cancelBusy}
          data-testid="order-cancel"
        >
          {t('order.cancel')}
        </Button>
      ) : null}
      {mayPay(order, payTimeUp) ? (
        <Button onClick={() => void pay()} loading={paying} disabled={cancelBusy} data-testid="order-pay">
          {t('order.pay')}
        </Button>
      ) : null}
      {canReorder(order) ? (
        <Button onClick={reorder} data-testid="order-reorder">
          {t('order.reorder')}
        </Button>
      ) : null}
    </div>
  );
}
