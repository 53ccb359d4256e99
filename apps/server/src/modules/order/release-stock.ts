import { and, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines } from '../../db/schema/order.ts';
import { returnStock } from '../catalog/index.ts';

/**
 * Gives back the stock orders took, inside the caller's transaction (the lifecycle's cancel and expiry effect).
 * The caller has just moved the orders out of a live state with their rows locked, which serialises everyone
 * releasing them; took_stock is zeroed as it goes back all the same, so a second call gives nothing.
 */
export async function releaseStockOf(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const taken = and(inArray(orderLines.orderId, orderIds), gt(orderLines.tookStock, 0));
  const lines = await tx
    .select({ productId: orderLines.productId, took: orderLines.tookStock })
    .from(orderLines)
    .where(taken);
  if (lines.length === 0) return;
  await tx.update(orderLines).set({ tookStock: 0 }).where(taken);
  const perProduct = new Map<number, number>();
  for (const line of lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.took);
  await returnStock(tx, perProduct);
}
