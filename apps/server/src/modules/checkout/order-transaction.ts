import type { InvalidBasketItem } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { moveBalance } from '../balance/ledger.ts';
import type { Assessment } from './assess.ts';
import { finishOrder, insertOrder, type NewOrder, type OrderFinish, type StockTake } from './order-write.ts';

/** A deadlock or serialisation failure is retried this many times before it surfaces. */
const TRIES = 3;

/** The stock an order takes, per product in ascending id order. */
export function stockTake(a: Assessment): StockTake {
  const byProduct = new Map<number, { q: number; take: boolean }>();
  for (const { line } of a.lines) {
    const seen = byProduct.get(line.productId);
    if (seen) seen.q += line.quantity;
    else byProduct.set(line.productId, { q: line.quantity, take: !line.product.ignoreStock });
  }
  const productIds = [...byProduct.keys()].sort((x, y) => x - y);
  return {
    productIds,
    quantities: productIds.map((id) => byProduct.get(id)!.q),
    take: productIds.map((id) => byProduct.get(id)!.take),
  };
}

/** The items a conditional decrement found short, with the stock committed meanwhile. */
async function shortage(tx: Tx, stock: StockTake, a: Assessment, below: boolean): Promise<AppError> {
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, stock.productIds));
  const current = new Map(rows.map((r) => [r.id, r.stock]));
  const items: InvalidBasketItem[] = [];
  stock.productIds.forEach((id, i) => {
    const left = current.get(id) ?? 0;
    const q = stock.quantities[i]!;
    if (!stock.take[i] || below || left >= q) return;
    const name = a.lines.find((p) => p.line.productId === id)?.line.product.name ?? '';
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

function pgCode(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export type Written = { kind: 'placed'; orderId: number; orderNo: string } | { kind: 'repeat' };

/**
 * One transaction: the order row first (idempotency), the balance, then the stock and the cart. A deadlock or
 * serialisation failure (possible only in ways the lock order does not foresee) runs it again.
 */
export async function writeOrder(
  db: Db,
  order: NewOrder,
  stock: StockTake,
  finish: OrderFinish,
  a: Assessment,
): Promise<Written> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx): Promise<Written> => {
        const inserted = await insertOrder(tx, order);
        if (!inserted) return { kind: 'repeat' };
        if (order.balancePayment)
          await moveBalance(tx, {
            memberId: order.memberId,
            delta: -order.amount,
            reason: 'order_payment',
            orderId: inserted.id,
            note: inserted.orderNo,
            at: order.createdAt,
          });
        const taken = await finishOrder(tx, stock, finish);
        if (!taken) throw await shortage(tx, stock, a, finish.allowStockBelowZero);
        return { kind: 'placed', orderId: inserted.id, orderNo: inserted.orderNo };
      });
    } catch (err) {
      const code = pgCode(err);
      if (attempt >= TRIES || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}
