import { and, arrayContains, type Column, eq, not, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';

/**
 * A condition for another area's query: the product `productId` (a column of the caller's rows) exists and is not
 * sold in the order mode `mode` (SPEC §4 mode switching). One subquery, so the caller's read stays one round trip.
 */
export function notSoldIn(productId: Column, mode: string): SQL {
  const unsold = and(eq(products.id, productId), not(arrayContains(products.modes, [mode])));
  return sql`EXISTS (SELECT 1 FROM ${products} WHERE ${unsold})`;
}
