import { z } from 'zod';
import { cartSummaryOut } from './cart.ts';
import { adjustmentOut, settlementItemOut } from './checkout.ts';
import { orderPaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';
import { orderNo } from './wire/order-no.ts';

/**
 * Where an order stands (SPEC §4 order statuses): unpaid (waiting for payment), booked (a reservation for a later
 * day, or a group meal with its deposit paid), pending (waiting for merchant acceptance), accepted (being made),
 * ready (awaiting pickup / self-pickup), delivering (awaiting delivery: with the rider), delivered (awaiting
 * receipt), completed, cancelled, refunded.
 */
export const orderStatus = z.enum([
  'unpaid',
  'booked',
  'pending',
  'accepted',
  'ready',
  'delivering',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
]);
export type OrderStatusOut = z.infer<typeof orderStatus>;

/** A dine-in ticket's progress in the kitchen: waiting, preparing (being made), ready, served. */
export const kitchenStatusOut = z.enum(['waiting', 'preparing', 'ready', 'served']);
export type KitchenStatusOut = z.infer<typeof kitchenStatusOut>;

/**
 * Order history tabs: all, to pay, in progress (booked, pending, accepted, ready, delivering, delivered),
 * completed, closed (cancelled, refunded).
 */
export const orderTab = z.enum(['all', 'unpaid', 'active', 'completed', 'closed']);
export type OrderTab = z.infer<typeof orderTab>;

/** SPEC §9 order history filters: the last 30 days or the last year. */
export const orderRange = z.enum(['month', 'year']);

/**
 * The way an order was placed (SPEC §4 order modes): delivery ('package', index 0), the dine-in queue ('queue', 1),
 * self-pickup ('takeout', 2), and an order from a scanned table ('table').
 */
export const orderModeOut = z.enum(['package', 'queue', 'takeout', 'table']);
export type OrderModeOut = z.infer<typeof orderModeOut>;

/** A line of an order as sold: the shape the settlement priced it in, with the prices of that moment. */
export const orderItemOut = settlementItemOut;

/** What an order sells, as the history lists it: goods, or a group meal's deposit (its booking: GroupMeal/*). */
export const orderKindOut = z.enum(['goods', 'groupMeal']);

/** An order in the history list. */
export const orderSummaryOut = z.object({
  orderNo: z.string(),
  kind: orderKindOut,
  status: orderStatus,
  orderMode: orderModeOut,
  storeName: z.string(),
  /** The store's IANA time zone: the order's times show in it, as the store's pickup slots do. */
  storeTimezone: z.string(),
  createdAt: z.string(),
  amount: z.number(),
  quantity: z.number().int(),
  pickupNo: z.string(),
  payMethod: z.number().int(),
  /** The first few lines, for the thumbnails. */
  items: z.array(orderItemOut.pick({ ProductName: true, ImageName: true, ProductNum: true })).max(4),
  autoCancelAt: z.string().nullable(),
  refundState: z.enum(['none', 'refunded', 'flagged']),
  /** The pickup or delivery time asked for (ISO), null for as soon as possible: a booked order's day and time. */
  pickupTime: z.string().nullable(),
});
export type OrderSummaryOut = z.infer<typeof orderSummaryOut>;

/** One order in full (SPEC §3 Order). Times are ISO instants; serverTime lets the client run its countdown. */
export const orderDetailOut = orderSummaryOut.extend({
  items: z.array(orderItemOut),
  /** SPEC §3 totals; discountedPrice is what sale prices saved on the goods, before any adjustment. */
  summary: cartSummaryOut,
  /** What changed the goods amount when the order was placed (a delivery fee, later coupons), as written then. */
  adjustments: z.array(adjustmentOut),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  contactPhone: z.string(),
  remark: z.string(),
  paidAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.enum(['shopper', 'timeout', 'store']).nullable(),
  store: z.object({ id: z.number().int(), name: z.string(), address: z.string(), tel: z.string() }),
  /** A table order's table number and diners (SPEC §3), its session and round (batch); null for other modes. */
  table: z
    .object({
      tableNo: z.string(),
      diners: z.number().int(),
      sessionId: z.number().int(),
      batch: z.number().int(),
    })
    .nullable(),
  /**
   * Whether the caller placed the order. The other diners of a table session read its rounds too (dishes, amounts,
   * state), but only the one who placed a round cancels or pays it.
   */
  placedByMe: z.boolean(),
  serverTime: z.string(),
});
export type OrderDetailOut = z.infer<typeof orderDetailOut>;

/** The order calls of SPEC §7. Another member's order number answers ORDER_NOT_FOUND (404), like an unknown one. */
export const orderEndpoints = {
  loadOrders: endpoint({
    path: orderPaths.loadOrders,
    access: 'member',
    request: z.strictObject({
      tab: orderTab,
      range: orderRange,
      pageIndex: field.page,
      pageSize: z.number().int().min(1).max(50),
    }),
    result: z.object({
      orders: z.array(orderSummaryOut),
      total: z.number().int(),
      hasMore: z.boolean(),
      /** The server's clock, so the list's pay-within countdowns do not depend on the device's. */
      serverTime: z.string().optional(),
    }),
  }),

  orderDetails: endpoint({
    path: orderPaths.orderDetails,
    access: 'member',
    request: z.strictObject({ orderno: orderNo }),
    result: orderDetailOut,
  }),

  /** The status alone, cheap enough to poll. */
  orderStatus: endpoint({
    path: orderPaths.orderStatus,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: z.object({
      orderNo: z.string(),
      status: orderStatus,
      paid: z.boolean(),
      autoCancelAt: z.string().nullable(),
      serverTime: z.string(),
    }),
  }),

  /**
   * Cancels the member's order while it is unpaid (SPEC §4), giving its stock back. A paid order answers
   * ORDER_CANCEL_FAILED; one already cancelled by the time limit ORDER_TIMED_OUT.
   */
  cancelProductOrder: endpoint({
    path: orderPaths.cancelProductOrder,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: z.object({ orderNo: z.string(), status: z.literal('cancelled') }),
  }),

  /**
   * A dine-in queue order's place in the store's kitchen queue (SPEC §7 GetOrderKDSQueuingStatus): its queue
   * number, its kitchen status, its position among the store's tickets waiting or being made (1 is next; 0 once
   * ready or served) and the estimated wait in minutes from the store's average making time. Not a queue order
   * of the member: ORDER_NOT_FOUND.
   */
  getOrderKDSQueuingStatus: endpoint({
    path: orderPaths.getOrderKDSQueuingStatus,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: z.object({
      orderNo: z.string(),
      queueNo: z.string(),
      kitchenStatus: kitchenStatusOut,
      position: z.number().int(),
      waitMinutes: z.number().int(),
      serverTime: z.string(),
    }),
  }),
};
