import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderLines } from '../../db/schema/order.ts';

/**
 * Gives back the stock an order took, inside the caller's transaction. The caller has just moved the order out of
 * a live state by a conditional update, which serialises everyone releasing it; took_stock is zeroed as it goes
 * back all the same, so a second call gives nothing. The caller invalidates the product pages after commit.
 */
export function releaseStock(tx: Tx, orderId: number): Promise<void> {
  return releaseStockOf(tx, [orderId]);
}

/** releaseStock for several orders at once (the auto-cancel job's batches): one update per product, not per order. */
export async function releaseStockOf(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const taken = and(inArray(orderLines.orderId, orderIds), gt(orderLines.tookStock, 0));
  const lines = await tx
    .select({ productId: orderLines.productId, took: orderLines.tookStock })
    .from(orderLines)
    .where(taken);
  if (lines.length === 0) return;
  const perProduct = new Map<number, number>();
  for (const line of lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.took);
  await tx.update(orderLines).set({ tookStock: 0 }).where(taken);
  // Ascending product ids, the order placefast locks them in, so a cancel and an order cannot deadlock.
  for (const productId of [...perProduct.keys()].sort((a, b) => a - b)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${perProduct.get(productId)!}` })
      .where(eq(products.id, productId));
  }
}
