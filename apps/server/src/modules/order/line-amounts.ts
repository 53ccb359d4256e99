import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines } from '../../db/schema/order.ts';

/** An order line as an area that pays by line reads it: its product, units and the money it paid and got back. */
export interface LineAmounts {
  id: number;
  productId: number;
  quantity: number;
  /** The line's allocated share of what the order paid (decision 047), minor units. */
  paidAmount: number;
  /** What refunds returned of it so far (this transaction's refund included). */
  refundedAmount: number;
}

/**
 * An order's lines with their allocated paid and refunded amounts, by line id (issue 31: the partner programme's
 * commission is per line from what it paid, and a refund reverses exactly its lines' share). A read only: the
 * lines stay order's to write.
 */
export async function orderLineAmounts(db: DbOrTx, orderId: number): Promise<LineAmounts[]> {
  return db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      paidAmount: orderLines.paidAmount,
      refundedAmount: orderLines.refundedAmount,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}
