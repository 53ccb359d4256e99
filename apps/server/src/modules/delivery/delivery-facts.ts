import type { DeliverySnapshot } from '@shop/domain';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { deliveryOrders } from '../../db/schema/delivery.ts';
import type { OrderFact } from '../order/index.ts';

const table = getTableName(deliveryOrders);

/**
 * Where a delivery order goes, as one of the order's facts (decision 054): order writes it with the order (placing
 * statement or line-less order) into delivery_orders, so the snapshot is in before anyone can see the order.
 */
export function deliveryFact(address: DeliverySnapshot): OrderFact {
  return { table, row: { address } };
}

/** An order's delivery address as placed, read beside another area's order query; null for an order not delivered. */
export function deliveryAddressOf(orderId: PgColumn | SQL) {
  return sql<DeliverySnapshot | null>`(SELECT ${deliveryOrders.address} FROM ${deliveryOrders}
    WHERE ${deliveryOrders.orderId} = ${orderId})`;
}
