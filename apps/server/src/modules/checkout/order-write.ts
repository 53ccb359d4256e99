import { allocateAdjustments, assertOrderAddsUp, type LineAllocation, type PricedOrder } from '@shop/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  type OrderStatus,
  orderAdjustments,
  orderLines,
  orders,
  type PlacedOrderMode,
} from '../../db/schema/order.ts';
import { factsByTable, type OrderFact, type PlacingPiece } from '../order/index.ts';
import type { OrderLine, SoldLine } from './assess.ts';

/** An order to place: who, where, how it is paid, and the order as domain's priceOrder priced it. */
export interface NewOrder {
  /** Local date YYYYMMDD: the order number is this plus the next value of order_no_seq. */
  datePrefix: string;
  memberId: number;
  storeId: number;
  orderMode: PlacedOrderMode;
  status: OrderStatus;
  payMethod: number;
  paidAmount: number;
  contactPhone: string;
  remark: string;
  pickupAt: Date | null;
  /** A reservation for a later day: when it turns from booked to pending (the store's midnight of its day). */
  bookedUntil: Date | null;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
  cancelAfter: Date | null;
  paidAt: Date | null;
  /** Its lines, adjustments and totals, written as they are: the header's figures are the totals. */
  priced: PricedOrder<SoldLine>;
  /** Paid by member balance: a 'balance' payments row goes in with the order, for what the cards leave. */
  balancePayment: boolean;
  /** What the member's prepaid cards pay of the amount (split tender, decision 061: their piece takes it); none: 0. */
  tendered?: number;
  /** The areas' facts about the order, written with it (a delivery's address, a table order's table: decision 054). */
  facts: OrderFact[];
  /** What the order takes of the member's held things, each area's piece of the statement (the coupons applied). */
  pieces: PlacingPiece[];
}

/**
 * Stock taken per product (distinct ids): `take` false for products that ignore stock (only counted as sold);
 * `spare` the units of the free gift lines (`giftLines`, indexes of the priced lines), taken only if the stock
 * holds them beyond `quantities`, else left out with their lines (decision 056).
 */
export interface StockTake {
  productIds: number[];
  quantities: number[];
  take: boolean[];
  spare: number[];
  giftLines: number[];
}

/** What the finishing statement needs besides the stock. */
export interface OrderFinish {
  allowStockBelowZero: boolean;
  /** The ordered lines, to remove from the member's cart. */
  cartLines: { productIds: number[]; optionKeys: string[] };
}

const columnsByTable = new Map<PgTable, Map<string, string>>();

/** A table's column names by the schema's field names. */
function columnsOf(table: PgTable): Map<string, string> {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = new Map(Object.entries(getTableColumns(table)).map(([field, column]) => [field, column.name]));
    columnsByTable.set(table, columns);
  }
  return columns;
}

/**
 * The fields of `parts` that name columns of the table, keyed by column name, a later part's over an earlier's: the
 * row json_populate_record(set) reads against the table's row type (place-statement.ts). Other fields are left out,
 * and so are null there. Parts rather than one spread object: spreading cost microseconds a row.
 */
function rowOf<T extends PgTable>(table: T, ...parts: Partial<T['$inferInsert']>[]): Record<string, unknown> {
  const columns = columnsOf(table);
  const row: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [field, value] of Object.entries(part)) {
      const column = columns.get(field);
      if (column !== undefined) row[column] = value;
    }
  }
  return row;
}

/**
 * The orders row: the order's own fields and the priced order's figures (the pickup number comes in the statement),
 * with the areas' facts beside it under their tables' names, where the statement's fact CTEs read them.
 */
function headerRow(o: NewOrder) {
  const { amount, originalAmount, quantity } = o.priced.totals;
  const row = rowOf(orders, o, { amount, originalAmount, quantity });
  return o.facts.length > 0 ? Object.assign(row, factsByTable(o.facts)) : row;
}

/** A line's row with what it pays and its shares of the adjustments (decision 047), for a refund of it later. */
function lineRow(line: OrderLine, allocation: LineAllocation) {
  const tookStock = line.takesStock ? line.quantity : 0;
  const { paid, shares } = allocation;
  return rowOf(orderLines, line, {
    unitOriginalPrice: line.originalUnitPrice,
    tookStock,
    paidAmount: paid,
    shares,
  });
}

/**
 * The values of placeStatement (place-statement.ts), in its parameter order: the order's header, lines and
 * adjustments as JSON documents, whatever figures they hold (the adjustments only when there are some, or pieces),
 * then the free gift lines taken only if in stock and their units per product, when there are any, then each
 * piece's values in the pieces' order.
 * Refuses an order that does not add up, or whose adjustments cannot be split over its lines.
 */
export function placeValues(o: NewOrder, stock: StockTake, f: OrderFinish): unknown[] {
  assertOrderAddsUp(o.priced);
  const allocations = allocateAdjustments(o.priced);
  const gifts = new Set(stock.giftLines);
  const lines: Record<string, unknown>[] = [];
  const giftLines: Record<string, unknown>[] = [];
  o.priced.lines.forEach((line, i) => {
    const allocation = allocations[i]!;
    if (!gifts.has(i)) lines.push(lineRow(line, allocation));
    else if (allocation.paid !== 0 || Object.keys(allocation.shares).length > 0)
      throw new Error('a gift line taken only if in stock bears part of the order');
    else giftLines.push(lineRow(line, allocation));
  });
  const values: unknown[] = [
    o.datePrefix,
    JSON.stringify(headerRow(o)),
    JSON.stringify(lines),
    // The balance's part: the amount less what the cards pay (0: no balance payment).
    o.balancePayment ? o.priced.totals.amount - (o.tendered ?? 0) : 0,
    stock.productIds,
    stock.quantities,
    stock.take,
    f.allowStockBelowZero,
    f.cartLines.productIds,
    f.cartLines.optionKeys,
  ];
  const { adjustments } = o.priced;
  if (adjustments.length > 0 || o.pieces.length > 0)
    values.push(JSON.stringify(adjustments.map((a) => rowOf(orderAdjustments, a))));
  if (giftLines.length > 0) values.push(JSON.stringify(giftLines), stock.spare);
  for (const piece of o.pieces) values.push(...piece.values);
  return values;
}
