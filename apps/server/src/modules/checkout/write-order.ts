import type { InvalidBasketItem } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { retryWhenUndone } from '../../db/retry-transaction.ts';
import { products } from '../../db/schema/catalog.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkFlushed, flushStatement, pickupOf, pickupStatement } from './after-commit.ts';
import type { Assessment } from './assess.ts';
import { type NewOrder, type OrderFinish, placeValues, type StockTake } from './order-write.ts';
import { placeStatement } from './place-statement.ts';
import { runInOrder } from './run-in-order.ts';

/** The SQLSTATE of shop_refuse (migration 0002): the statement refused the order and undid itself. */
const REFUSED = 'SH001';

/** The stock an order takes, per product in ascending id order. */
export function stockTake(a: Assessment): StockTake {
  const byProduct = new Map<number, { q: number; take: boolean }>();
  for (const line of a.priced.lines) {
    const seen = byProduct.get(line.productId);
    if (seen) seen.q += line.quantity;
    else byProduct.set(line.productId, { q: line.quantity, take: line.takesStock });
  }
  const productIds = [...byProduct.keys()].sort((x, y) => x - y);
  return {
    productIds,
    quantities: productIds.map((id) => byProduct.get(id)!.q),
    take: productIds.map((id) => byProduct.get(id)!.take),
  };
}

/** The items a conditional decrement found short, with the stock committed since (a read after the refusal). */
async function shortage(db: Db, stock: StockTake, a: Assessment, below: boolean): Promise<AppError> {
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, stock.productIds));
  const current = new Map(rows.map((r) => [r.id, r.stock]));
  const items: InvalidBasketItem[] = [];
  stock.productIds.forEach((id, i) => {
    const left = current.get(id) ?? 0;
    const q = stock.quantities[i]!;
    if (!stock.take[i] || below || left >= q) return;
    const name = a.priced.lines.find((line) => line.productId === id)?.productName ?? '';
    items.push({
      ProductId: id,
      ProductName: name,
      Stock: Math.max(0, left),
      Quantity: q,
      IsOutStock: left <= 0,
      Unavailable: false,
    });
  });
  return new AppError('ORDER_INSUFFICIENT_STOCK', {}, { InvalidBasketItems: items });
}

export type Written =
  | { kind: 'placed'; orderId: number; orderNo: string; pickupNo: string }
  | { kind: 'repeat' };

/**
 * Places the order (one statement, see place-statement.ts), numbers it and flushes the commits (after-commit.ts):
 * three statements, one after another. Its refusals become the shopper's errors. A deadlock or serialisation
 * failure (possible only in ways the lock order does not foresee) runs it again. pickupNo is '' when a parallel
 * repeat of the call numbered the order first.
 */
export async function writeOrder(
  db: Db,
  order: NewOrder,
  stock: StockTake,
  finish: OrderFinish,
  a: Assessment,
  day: string,
): Promise<Written> {
  return retryWhenUndone(async () => {
    const [placed, pickup, flush] = await runInOrder(db, [
      [
        placeStatement(order.priced.adjustments.length > 0, order.coupons !== undefined),
        placeValues(order, stock, finish),
      ],
      [pickupStatement, [order.memberId, order.idempotencyKey, day]],
      [flushStatement, []],
    ]);
    if (placed && 'error' in placed) {
      const pg = pgErrorOf(placed.error);
      if (pg?.code === REFUSED) throw await refusal(db, pg.message, stock, finish, a);
      throw placed.error;
    }
    checkFlushed(flush);
    const row = placed?.rows[0] as { id: number; orderNo: string } | undefined;
    if (!row) return { kind: 'repeat' } as const;
    return { kind: 'placed', orderId: row.id, orderNo: row.orderNo, pickupNo: pickupOf(pickup) } as const;
  });
}

/** The shopper's error for a refusal the statement raised: its message is the code. */
async function refusal(db: Db, code: string, stock: StockTake, finish: OrderFinish, a: Assessment) {
  if (code === 'BALANCE_INSUFFICIENT') return new AppError('BALANCE_INSUFFICIENT');
  if (code === 'ORDER_INSUFFICIENT_STOCK') return shortage(db, stock, a, finish.allowStockBelowZero);
  // A parallel order took a coupon (or the last use of its period) first.
  if (code === 'COUPON_UNAVAILABLE') return new AppError('COUPON_UNAVAILABLE', {}, { Reason: 'TAKEN' });
  return new Error(`unknown refusal ${code}`);
}
