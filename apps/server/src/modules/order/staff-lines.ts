import { fromMinor } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** One line of an order as staff refund it: its id, what it is, its units and what it paid (decimals). */
export interface StaffOrderLineOut {
  lineId: number;
  name: string;
  quantity: number;
  refundedQuantity: number;
  paid: number;
  refunded: number;
}

/** An order's lines for a refund of some of them (GET /staff/orders/:orderNo/lines); ORDER_NOT_FOUND if none. */
export async function staffOrderLines(db: Db, orderNo: string): Promise<StaffOrderLineOut[]> {
  const rows = await db
    .select({ line: orderLines, orderId: orders.id })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.orderNo, orderNo))
    .orderBy(asc(orderLines.id));
  if (rows.length === 0) throw new AppError('ORDER_NOT_FOUND');
  return rows.flatMap(({ line }) =>
    line
      ? [
          {
            lineId: line.id,
            name: line.productName,
            quantity: line.quantity,
            refundedQuantity: line.refundedQuantity,
            paid: fromMinor(line.paidAmount),
            refunded: fromMinor(line.refundedAmount),
          },
        ]
      : [],
  );
}
