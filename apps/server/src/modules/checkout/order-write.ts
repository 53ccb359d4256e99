import type { OrderLineOption, OrderStatus, PlacedOrderMode } from '../../db/schema/order.ts';

/** An order row to insert, amounts in minor units; the pickup number comes last. */
export interface NewOrder {
  /** Local date YYYYMMDD: the order number is this plus the next value of order_no_seq. */
  datePrefix: string;
  memberId: number;
  storeId: number;
  orderMode: PlacedOrderMode;
  status: OrderStatus;
  payMethod: number;
  amount: number;
  originalAmount: number;
  quantity: number;
  paidAmount: number;
  contactPhone: string;
  remark: string;
  pickupAt: Date | null;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
  cancelAfter: Date | null;
  paidAt: Date | null;
  lines: NewOrderLine[];
  /** Paid by member balance: a 'balance' payments row goes in with the order. */
  balancePayment: boolean;
}

export interface NewOrderLine {
  product_id: number;
  product_name: string;
  image_name: string;
  options: OrderLineOption[];
  unit_price: number;
  unit_original_price: number;
  quantity: number;
  comment: string;
  took_stock: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Stock taken per product (distinct ids): `take` false for products that ignore stock (only counted as sold). */
export interface StockTake {
  productIds: number[];
  quantities: number[];
  take: boolean[];
}

/** What the finishing statement needs besides the stock. */
export interface OrderFinish {
  allowStockBelowZero: boolean;
  /** The ordered lines, to remove from the member's cart. */
  cartLines: { productIds: number[]; optionKeys: string[] };
}

/** The values of placeStatement (place-statement.ts), in its parameter order. */
export function placeValues(o: NewOrder, stock: StockTake, f: OrderFinish): unknown[] {
  return [
    o.datePrefix,
    o.memberId,
    o.storeId,
    o.orderMode,
    o.status,
    o.payMethod,
    o.amount,
    o.originalAmount,
    o.quantity,
    o.paidAmount,
    o.contactPhone,
    o.remark,
    iso(o.pickupAt),
    o.idempotencyKey,
    o.requestHash,
    iso(o.createdAt),
    iso(o.cancelAfter),
    iso(o.paidAt),
    JSON.stringify(o.lines),
    o.balancePayment,
    stock.productIds,
    stock.quantities,
    stock.take,
    f.allowStockBelowZero,
    f.cartLines.productIds,
    f.cartLines.optionKeys,
  ];
}
