import { registerCouponOrderKind } from '../../coupon/index.ts';
import { CardOrderDetail } from '../components/card-order-detail.tsx';
import { CardOrderLine } from '../components/card-order-line.tsx';
import '../components/card.css';

/**
 * Card orders on the coupon & card orders page (decision 059). The route table loads this module with that page and
 * calls it (withParts), as it does My coupons' tabs (decision 058): a call, not a registration on import, so the
 * build keeps it.
 */
export function registerCardOrders(): void {
  registerCouponOrderKind({
    kind: 'card',
    Line: CardOrderLine,
    detailTitle: 'card.orders.detailTitle',
    Detail: CardOrderDetail,
  });
}
