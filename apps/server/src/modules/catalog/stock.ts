import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/**
 * Puts units back into products' stock inside the caller's transaction (a cancelled order's lines), one update per
 * product in ascending id — the order placing locks them in, so a cancel and an order cannot deadlock (decision
 * 012). The caller invalidates the product pages after commit.
 */
export async function returnStock(tx: Tx, units: ReadonlyMap<number, number>): Promise<void> {
  for (const productId of [...units.keys()].sort((a, b) => a - b)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units.get(productId)!}` })
      .where(eq(products.id, productId));
  }
}
