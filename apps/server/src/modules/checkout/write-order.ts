import { type ErrorCode, errorCatalogue, type InvalidBasketItem } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { runPrepared } from '../../db/prepared.ts';
import { retryWhenUndone } from '../../db/retry-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { stockLeft } from '../catalog/index.ts';
import type { Assessment } from './assess.ts';
import { flushCommits } from './commit-flush.ts';
import { findByKey } from './idempotency.ts';
import { type NewOrder, type OrderFinish, placeValues, type StockTake } from './order-write.ts';
import { placeStatement } from './place-statement.ts';

/** The SQLSTATE of shop_refuse (migration 0002): the statement refused the order and undid itself. */
const REFUSED = 'SH001';

/**
 * The lines taken only if the stock holds them when the order is placed (issue 28, decision 056): a promotion's
 * free gift. Its last unit may go to a parallel order between the read and the placing statement; the order then
 * goes on without it rather than being refused. A gift coupon's line is not among them: the coupon it uses is the
 * shopper's choice, and is refused whole with its line.
 */
export function giftLinesOf(a: Assessment): number[] {
  return a.priced.added
    .filter(
      (tag) => tag.kind === 'gift' && tag.promotionId !== null && a.priced.lines[tag.index]!.amount === 0,
    )
    .map((tag) => tag.index);
}

/** The stock an order takes, per product in ascending id order: the gift lines' units as spare. */
export function stockTake(a: Assessment): StockTake {
  const giftLines = giftLinesOf(a);
  const gifts = new Set(giftLines);
  const byProduct = new Map<number, { q: number; s: number; take: boolean }>();
  a.priced.lines.forEach((line, i) => {
    const spare = gifts.has(i);
    let seen = byProduct.get(line.productId);
    if (!seen) {
      seen = { q: 0, s: 0, take: line.takesStock };
      byProduct.set(line.productId, seen);
    }
    if (spare) seen.s += line.quantity;
    else seen.q += line.quantity;
  });
  const productIds = [...byProduct.keys()].sort((x, y) => x - y);
  return {
    productIds,
    quantities: productIds.map((id) => byProduct.get(id)!.q),
    take: productIds.map((id) => byProduct.get(id)!.take),
    spare: productIds.map((id) => byProduct.get(id)!.s),
    giftLines,
  };
}

/** The items a conditional decrement found short, with the stock committed since (a read after the refusal). */
async function shortage(db: Db, stock: StockTake, a: Assessment, below: boolean): Promise<AppError> {
  const current = await stockLeft(db, stock.productIds);
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
  | {
      kind: 'placed';
      orderId: number;
      orderNo: string;
      pickupNo: string;
      /** The products whose free gift lines the stock no longer held (left out of the order). */
      giftsLeft: number[];
    }
  | { kind: 'repeat' };

/**
 * Places the order in one statement (place-statement.ts), which also numbers it, and waits for its commit to be
 * durable (commit-flush.ts). Its refusals become the shopper's errors; a parallel repeat of the call that placed the order first is
 * 'repeat'. A deadlock or serialisation failure (possible only in ways the lock order does not foresee) runs it
 * again.
 */
export async function writeOrder(
  db: Db,
  order: NewOrder,
  stock: StockTake,
  finish: OrderFinish,
  a: Assessment,
): Promise<Written> {
  const written: Written = await retryWhenUndone(async () => {
    const statement = placeStatement(
      order.priced.adjustments.length > 0,
      stock.giftLines.length > 0,
      order.facts,
      order.pieces,
    );
    let rows: PlacedRow[];
    try {
      rows = await runPrepared<PlacedRow>(db, statement, placeValues(order, stock, finish));
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg?.code !== REFUSED) throw error;
      // A parallel repeat of the call that placed the order first: refused by the order's key, or earlier, by
      // what that order took (its balance, coupons or stock), since the key is the statement's last write.
      if (pg.message === 'ORDER_REPEAT' || (await findByKey(db, order.memberId, order.idempotencyKey)))
        return { kind: 'repeat' } as const;
      throw await refusal(db, pg.message, stock, finish, a);
    }
    const row = rows[0]!;
    const { id: orderId, orderNo, pickupNo, giftsLeft } = row;
    return { kind: 'placed', orderId, orderNo, pickupNo, giftsLeft } as const;
  });
  // Committed asynchronously: confirmed once durable, by a flush shared with the orders placed meanwhile.
  if (written.kind === 'placed') await flushCommits(db, written.orderId);
  return written;
}

interface PlacedRow {
  id: number;
  orderNo: string;
  pickupNo: string;
  giftsLeft: number[];
}

/** The shopper's error for a refusal the statement raised: its message is the code. */
async function refusal(db: Db, code: string, stock: StockTake, finish: OrderFinish, a: Assessment) {
  if (code === 'BALANCE_INSUFFICIENT') return new AppError('BALANCE_INSUFFICIENT');
  if (code === 'ORDER_INSUFFICIENT_STOCK') return shortage(db, stock, a, finish.allowStockBelowZero);
  // A parallel order took a coupon (or the last use of its period) first.
  if (code === 'COUPON_UNAVAILABLE') return new AppError('COUPON_UNAVAILABLE', {}, { Reason: 'TAKEN' });
  // Another piece's refusal (a pass card's last time taken first by a parallel order or the counter): its code.
  if (code in errorCatalogue) return new AppError(code as ErrorCode, {}, { Reason: 'TAKEN' });
  return new Error(`unknown refusal ${code}`);
}
