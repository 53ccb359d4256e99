import { MAX_TABLE_DINERS } from '@shop/domain';
import { z } from 'zod';
import { cartItemAttributeOut, cartSummaryOut } from './cart.ts';
import { placedOrderOut } from './checkout.ts';
import { tablePaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';

/**
 * The scan-a-table calls (SPEC §2 scanCodeOrder, §5 scan order rules, §7 table/QueryTableByWxCode and CoopCart/*).
 * The store is the x-store-id header. A table is named by the code its QR carries (random, unguessable) or by the
 * number painted on it (the launch rule's tableno); the shared cart is named by its session id, which only a member
 * who joined the session may use (another's: 404).
 */

/** A table's QR code or its number: codes are 1–40 of A-Z a-z 0-9 _ -, numbers 1–8 of A-Z a-z 0-9 -. */
const tableRefFields = {
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'code: 1–40 of A-Z a-z 0-9 _ -')
    .optional(),
  tableNo: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,8}$/, 'tableNo: 1–8 of A-Z a-z 0-9 -')
    .optional(),
};

const oneOf = (t: { code?: string; tableNo?: string }) =>
  (t.code === undefined) !== (t.tableNo === undefined);
const oneOfMessage = { message: 'code or tableNo, one of them', path: ['code'] };

/** A table named by its code or by its number, exactly one of them. */
export const tableRef = z.strictObject(tableRefFields).refine(oneOf, oneOfMessage);

const sessionId = z.strictObject({ sessionId: field.id });

/** Who sits at the table: the diners' count and the names the phones show beside the dishes they add. */
const dinersCount = z.number().int().min(1).max(MAX_TABLE_DINERS);

/** One table session as every phone at the table sees it. closeReason: paid, staff or check-over (SPEC §9). */
export const tableSessionOut = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  closeReason: z.enum(['paid', 'staff', 'check-over']).nullable(),
  diners: z.number().int(),
  openedAt: z.string(),
});
export type TableSessionOut = z.infer<typeof tableSessionOut>;

/** A table as QueryTableByWxCode finds it, with its store's table rules (amounts in decimals). */
export const tableOut = z.object({
  tableId: z.number().int(),
  tableNo: z.string(),
  tableName: z.string(),
  seats: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  /** The table's minimum spend; 0 when none. Below it the order is asked to be confirmed, not refused. */
  minSpend: z.number(),
  checkOverMinutes: z.number().int(),
  /** The open session of the table, null when nobody sits there: the first phone asks the diner count. */
  session: tableSessionOut.nullable(),
});
export type TableOut = z.infer<typeof tableOut>;

/** One line of the shared cart, with who added it (a must-order line is added by the table: addedBy null). */
export const coopCartLineOut = z.object({
  lineId: z.number().int(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  ImageName: z.string(),
  ProductNum: z.number().int(),
  SellPrice: z.number(),
  LineAmount: z.number(),
  CartItemAttributes: z.array(cartItemAttributeOut),
  Comment: z.string(),
  addedBy: z.object({ name: z.string(), isMe: z.boolean() }).nullable(),
  mustOrder: z.boolean(),
  /** The least this line may be set to: a must-order line's quantity for the diners, else 0. */
  minQuantity: z.number().int(),
});
export type CoopCartLineOut = z.infer<typeof coopCartLineOut>;

/** An order the session placed: one per batch of dishes sent to the kitchen. */
export const tableOrderOut = z.object({
  orderNo: z.string(),
  batch: z.number().int(),
  status: z.string(),
  amount: z.number(),
  payMethod: z.number().int(),
  paid: z.boolean(),
  /** Waiting for an online payment (order/wxpay). */
  needPay: z.boolean(),
  createdAt: z.string(),
});
export type TableOrderOut = z.infer<typeof tableOrderOut>;

/** The shared cart and the session's orders: what MyCoopCart and every cart change answer. */
export const coopCartOut = z.object({
  session: tableSessionOut,
  tableNo: z.string(),
  tableName: z.string(),
  /** The lines not yet ordered, priced by the server; summary is their total. */
  lines: z.array(coopCartLineOut),
  summary: cartSummaryOut,
  /** What the session's orders came to so far (decimals), cancelled ones left out. */
  orderedAmount: z.number(),
  minSpend: z.number(),
  /** How much ordered plus cart is short of the minimum spend (decimals); 0 when reached. */
  minSpendShortfall: z.number(),
  orders: z.array(tableOrderOut),
  /** The diners' names as they joined, the caller's own marked. */
  members: z.array(z.object({ name: z.string(), isMe: z.boolean() })),
});
export type CoopCartOut = z.infer<typeof coopCartOut>;

const optionIds = z.array(field.id).max(20);

/** The table calls (SPEC §7). */
export const tableEndpoints = {
  /**
   * Finds a table by its code or number in the x-store-id store. A code that names no table: TABLE_CODE_INVALID;
   * a number that names none (or a disabled table): TABLE_NO_INVALID; the store does not take table orders:
   * TABLE_SERVICE_DISABLED (SPEC §8). Never cached: the client asks again on every visit.
   */
  queryTableByWxCode: endpoint({
    path: tablePaths.queryTableByWxCode,
    access: 'public',
    request: tableRef,
    result: tableOut,
  }),

  /**
   * Sits the member at the table: opens its session with the diner count when none is open (the must-order items
   * are added for the diners), or joins the open one (the count given is then ignored: the first phone set it).
   * Two phones opening at once meet on one session.
   */
  joinCoopCart: endpoint({
    path: tablePaths.joinCoopCart,
    access: 'member',
    request: z.strictObject({ ...tableRefFields, diners: dinersCount }).refine(oneOf, oneOfMessage),
    result: coopCartOut,
  }),

  /** The shared cart of a session the member joined (SPEC §7 MyCoopCart); the client polls it every few seconds. */
  myCoopCart: endpoint({
    path: tablePaths.myCoopCart,
    access: 'member',
    request: sessionId,
    result: coopCartOut,
  }),

  /** Adds units of a product (with options) to the shared cart under the member's name. */
  addCoopCartItem: endpoint({
    path: tablePaths.addCoopCartItem,
    access: 'member',
    request: z.strictObject({
      sessionId: field.id,
      ProductId: field.id,
      optionIds: optionIds.optional(),
      quantity: z.number().int().min(1).max(99),
      Comment: field.text(200).optional(),
    }),
    result: coopCartOut,
  }),

  /**
   * Sets a line of the shared cart (any diner's) to a quantity; 0 removes it. A must-order line cannot go below
   * its quantity for the diners (TABLE_MUST_ORDER_FIXED).
   */
  setCoopCartItem: endpoint({
    path: tablePaths.setCoopCartItem,
    access: 'member',
    request: z.strictObject({ sessionId: field.id, lineId: field.id, quantity: field.quantity }),
    result: coopCartOut,
  }),

  /**
   * Sends the shared cart to the kitchen as one table order (orderMode 'table', with the table number and diners),
   * the session's next batch: dishes added later become the next batch, a linked order of the same session. Two
   * phones completing at once get the same order. Below the minimum spend, TABLE_MIN_SPEND_CONFIRM asks first;
   * confirmMinSpend true goes ahead. payMethod 10 pays after the meal; an online method pays now (order/wxpay).
   */
  completeCoopCart: endpoint({
    path: tablePaths.completeCoopCart,
    access: 'member',
    request: z.strictObject({
      sessionId: field.id,
      payMethod: z.number().int().min(-2000).max(2000),
      confirmMinSpend: z.boolean().optional(),
      remark: field.text(200).optional(),
      payPassword: z.string().max(12).optional(),
    }),
    result: z.object({ order: placedOrderOut, batch: z.number().int(), cart: coopCartOut }),
  }),
};
