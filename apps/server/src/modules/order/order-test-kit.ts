// Orders for the order tests, written straight into the tables (no dependency on placefast).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { type OrderLineOption, type OrderStatus, orderLines, orders } from '../../db/schema/order.ts';
import { payments } from '../../db/schema/payment.ts';
import { moveBalance } from '../balance/ledger.ts';

export interface FixtureLine {
  productId: number;
  quantity: number;
  /** Unit price, minor units. */
  price: number;
  originalPrice?: number;
  name?: string;
  options?: OrderLineOption[];
  /** Whether the line took stock (the product's stock goes down by its quantity); true unless said. */
  takeStock?: boolean;
}

export interface FixtureOrder {
  memberId: number;
  storeId: number;
  lines: FixtureLine[];
  status?: OrderStatus;
  payMethod?: number;
  createdAt: Date;
  cancelAfter?: Date | null;
  /** Paid at this time: balance orders debit the member's balance; others get a paid sandbox payment row. */
  paidAt?: Date;
  /** An open online payment attempt. */
  pendingPayment?: boolean;
  /** 'takeout' unless said. */
  orderMode?: 'takeout' | 'queue' | 'package';
  pickupNo?: string;
}

let orderCounter = 0;

/** Inserts an order, its lines and payments as placefast and the payment flow would leave them. */
export async function insertOrder(db: Db, o: FixtureOrder): Promise<{ id: number; orderNo: string }> {
  return db.transaction(async (tx) => {
    const amount = o.lines.reduce((s, l) => s + l.price * l.quantity, 0);
    const original = o.lines.reduce((s, l) => s + (l.originalPrice ?? l.price) * l.quantity, 0);
    orderCounter += 1;
    const orderNo = `20261121${String(orderCounter).padStart(6, '0')}`;
    const payMethod = o.payMethod ?? 4;
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo,
        memberId: o.memberId,
        storeId: o.storeId,
        orderMode: o.orderMode ?? 'takeout',
        status: o.status ?? (o.paidAt ? 'pending' : 'unpaid'),
        payMethod,
        amount,
        originalAmount: original,
        quantity: o.lines.reduce((s, l) => s + l.quantity, 0),
        paidAmount: o.paidAt ? amount : 0,
        paidAt: o.paidAt ?? null,
        pickupNo: o.pickupNo ?? '001',
        contactPhone: '13800138000',
        remark: 'less ice',
        idempotencyKey: `key-${orderNo}`,
        requestHash: 'hash',
        createdAt: o.createdAt,
        cancelAfter: o.cancelAfter ?? null,
      })
      .returning({ id: orders.id });
    const id = row!.id;
    await tx.insert(orderLines).values(
      o.lines.map((l) => ({
        orderId: id,
        productId: l.productId,
        productName: l.name ?? `Product ${l.productId}`,
        imageName: `img-${l.productId}.png`,
        options: l.options ?? [],
        unitPrice: l.price,
        unitOriginalPrice: l.originalPrice ?? l.price,
        quantity: l.quantity,
        tookStock: l.takeStock === false ? 0 : l.quantity,
        // No adjustments: each line pays its units (decision 047).
        paidAmount: l.price * l.quantity,
      })),
    );
    for (const l of o.lines.filter((line) => line.takeStock !== false)) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${l.quantity}` })
        .where(eq(products.id, l.productId));
    }
    const payment = { orderId: id, memberId: o.memberId, payMethod, amount, createdAt: o.createdAt };
    if (o.paidAt && payMethod === 2) {
      await moveBalance(tx, {
        memberId: o.memberId,
        delta: -amount,
        reason: 'order_payment',
        orderId: id,
        at: o.paidAt,
      });
      await tx.insert(payments).values({
        ...payment,
        localOrderNo: `${orderNo}B`,
        provider: 'balance',
        status: 'paid',
        paidAt: o.paidAt,
      });
    } else if (o.paidAt) {
      await tx.insert(payments).values({
        ...payment,
        localOrderNo: `${orderNo}-p`,
        provider: 'sandbox',
        status: 'paid',
        paidAt: o.paidAt,
      });
    }
    if (o.pendingPayment) {
      await tx
        .insert(payments)
        .values({ ...payment, localOrderNo: `${orderNo}-o`, provider: 'sandbox', status: 'pending' });
    }
    return { id, orderNo };
  });
}

/** A product's stock now. */
export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

/** The statuses of an order's payment attempts, oldest first. */
export async function paymentStatuses(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.id);
  return rows.map((r) => r.status);
}
