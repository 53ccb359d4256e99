// The public face of the order module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { cancelUnpaidOrdersJob } from './auto-cancel.ts';
import { registerOrder } from './routes.ts';
import { registerStaffOrders } from './staff-routes.ts';

// Whether a member has a goods order that went through: what makes a member no longer new (SPEC §5), as SQL.
export { madeGoodsOrderSql } from './goods-order-made.ts';
// The one read and presenter of line-less orders' order part (decision 052): each kind selects its own rows beside
// the order, joins them on kindOrderKeys, and completes presentKindOrder with what it sells.
export {
  type KindOrderFact,
  type KindOrderFacts,
  type KindOrderOut,
  presentKindOrder,
} from './kind-order-present.ts';
export {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  kindOrderPage,
  kindOrdersNumbered,
  selectKindOrders,
} from './kind-orders.ts';
// The steps other areas take on orders of their kinds (the only writes of orders outside placing): a status moved
// with its lifecycle event, paid at once, refunded when it can no longer be fulfilled, reservations woken.
export {
  fulfilOrRefund,
  type KindOrderRef,
  type KindStep,
  markPaidAtOnce,
  moveKindOrder,
  refundUnfulfilled,
  wakeDueReservations,
} from './kind-steps.ts';
export { type CancelOutcome, type CancelTarget, cancelOrder } from './lifecycle/cancel.ts';
// The order lifecycle (decision 046): its events, the registry where each area says what it does on them and
// who may cancel or refund an order of its kind, the one cancel path and the one refund path.
export type {
  OrderEvent,
  OrderEventType,
  OrderFacts,
  OrderIdentity,
  OrderRefund,
} from './lifecycle/events.ts';
export { lockRank } from './lifecycle/lock-ranks.ts';
export { type RefundAsk, type RefundResult, refundOrderLines } from './lifecycle/refund.ts';
export {
  type Canceller,
  type CancelRule,
  type OrderEffect,
  type OrderKindRules,
  type PaidOutcome,
  registerOrderEffect,
  registerOrderKind,
} from './lifecycle/registry.ts';
// An order's lines with what each paid and got back (the partner programme's commission per line, issue 31).
export { type LineAmounts, orderLineAmounts } from './line-amounts.ts';
// Orders with no lines, as their areas place them (the one writer of such orders), and the date part of order
// numbers (checkout's placing statement numbers its orders in SQL).
export { insertLineLessOrder, type LineLessOrder } from './line-less-order.ts';
// What an area keeps about an order in its own table (decision 054), written with the order (placing statement or
// line-less order), and the parts of the order detail an area shows from it.
export {
  factsByTable,
  factsKey,
  type OrderDetailFact,
  type OrderFact,
  type OrderReaders,
  orderFactCtes,
  registerOrderDetailFact,
  registerOrderReaders,
} from './order-facts.ts';
export { orderNoDate } from './order-number.ts';
// What an order takes of the member's held things when it is placed, as a piece of checkout's placing statement
// written by the area that owns those rows (decision 057: coupons now, cards next).
export type { PieceParam, PlacingPiece } from './placing-pieces.ts';
// An order's money back through payment, recorded on the order (the lifecycle's cancel and refund use it).
export { refundOrderMoney } from './refund-money.ts';
// Moving an order one staff step (the table module confirms table orders with it).
// An order's step inside the caller's transaction (modules/delivery: ship, arrive, receive — which completes it,
// earning growth and points through the same path as the store's complete).
export {
  advanceOrder,
  type DeliveryOrderStep,
  type StaffActionResult,
  stepOrderByIdIn,
} from './staff-actions.ts';
// An order's lines as GET /staff/orders/:orderNo/lines lists them (the staff CLI's order-lines command).
export type { StaffOrderLineOut } from './staff-lines.ts';
// One order as GET /staff/orders lists it (the staff CLI's orders command prints it).
export type { StaffOrderOut } from './staff-list.ts';

/**
 * How the app mounts orders: the member's order calls (and the goods kind, its stock effect and its side of
 * payments); for staff, the store's order
 * list and steps; the unpaid-order sweep when its interval is set.
 */
export const orderModule: ShopModule = {
  name: 'order',
  routes: registerOrder,
  staffRoutes: registerStaffOrders,
  jobs: (deps, settings) =>
    settings.orderSweepSeconds ? [cancelUnpaidOrdersJob(deps, settings.orderSweepSeconds)] : [],
};
