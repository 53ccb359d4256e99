import { asc, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tableOrders, tableSessionMembers } from '../../db/schema/table.ts';
import {
  kindOrderKeys,
  type OrderDetailFact,
  type OrderFact,
  type OrderReaders,
  registerOrderDetailFact,
  registerOrderReaders,
  selectKindOrders,
} from '../order/index.ts';

/** A table order's place: its table as it was, the session and which of its batches the order is. */
export interface TablePlacement {
  tableNo: string;
  diners: number;
  sessionId: number;
  batch: number;
}

const table = getTableName(tableOrders);

/**
 * The table order's fact (decision 054): order writes it into table_orders with the order, in the placing
 * statement, whose unique index on (session, batch) refuses a second order of one batch.
 */
export function tableOrderFact(t: TablePlacement): OrderFact {
  return { table, row: { session_id: t.sessionId, table_no: t.tableNo, diners: t.diners, batch: t.batch } };
}

/** The order detail's table part (SPEC §3 table number, diners; the round of the session), from table_orders. */
const detailTable: OrderDetailFact<'table'> = {
  field: 'table',
  table,
  present: (row) => ({
    tableNo: String(row.table_no),
    diners: Number(row.diners),
    sessionId: Number(row.session_id),
    batch: Number(row.batch),
  }),
};

/** Every diner who joined a table order's session reads the order (its rounds), and no one outside the session. */
const sessionDiners: OrderReaders = (orderId, memberId) =>
  sql`EXISTS (SELECT 1 FROM ${tableOrders} JOIN ${tableSessionMembers}
    ON ${tableSessionMembers.sessionId} = ${tableOrders.sessionId}
    WHERE ${tableOrders.orderId} = ${orderId} AND ${tableSessionMembers.memberId} = ${memberId})`;

/** Shows a table order's table on its detail, to every diner of its session (called as the table module mounts). */
export function registerTableOrderDetail(): void {
  registerOrderDetailFact(detailTable);
  registerOrderReaders(sessionDiners);
}

/** The orders a session placed, by batch ascending (the shared cart's rounds), or descending for the latest. */
export function sessionOrderRows(db: DbOrTx, sessionId: number, latestFirst = false) {
  return selectKindOrders(db, { batch: tableOrders.batch })
    .innerJoin(tableOrders, eq(tableOrders.orderId, kindOrderKeys.id))
    .where(eq(tableOrders.sessionId, sessionId))
    .orderBy(latestFirst ? desc(tableOrders.batch) : asc(tableOrders.batch));
}
