import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/payment.ts';

/**
 * What an order's paid payments still hold (minor units): the most a refund can send back through them. An order
 * paid in cash at the counter has none; its refund is handed over by staff.
 */
export async function refundableByPayments(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ left: sql<string>`COALESCE(SUM(${payments.amount} - ${payments.refundedAmount}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return Number(row?.left ?? 0);
}
