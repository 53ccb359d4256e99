import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { storeTables, tableSessions, tableSettings } from '../../db/schema/table.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { advanceOrder, type StaffActionResult } from '../order/index.ts';
import { closeSession } from './session-state.ts';

/** A table as staff see it, with its link's code and its open session. */
export interface StaffTableOut {
  storeId: number;
  number: string;
  name: string;
  code: string;
  seats: number;
  enabled: boolean;
  session: { id: number; diners: number; openedAt: string; orderedBatches: number } | null;
}

/** A random table code for the QR (18 url-safe characters, 108 bits): nobody reaches a table by guessing one. */
export function newTableCode(): string {
  return randomBytes(18).toString('base64url').slice(0, 18);
}

/** The tables of a store (or of every store), by number, each with its open session. */
export async function listTables(db: Db, storeId?: number): Promise<StaffTableOut[]> {
  const rows = await db
    .select({ t: storeTables, s: tableSessions })
    .from(storeTables)
    .leftJoin(tableSessions, and(eq(tableSessions.tableId, storeTables.id), eq(tableSessions.status, 'open')))
    .where(storeId ? eq(storeTables.storeId, storeId) : undefined)
    .orderBy(asc(storeTables.storeId), asc(storeTables.id));
  return rows.map(({ t, s }) => ({
    storeId: t.storeId,
    number: t.number,
    name: t.name,
    code: t.code,
    seats: t.seats,
    enabled: t.enabled,
    session: s
      ? { id: s.id, diners: s.diners, openedAt: s.openedAt.toISOString(), orderedBatches: s.orderedBatches }
      : null,
  }));
}

/** Adds a table with a new code; a number the store already has is refused. */
export async function addTable(
  db: Db,
  input: { storeId: number; number: string; name?: string | undefined; seats?: number | undefined },
): Promise<StaffTableOut> {
  const [made] = await db
    .insert(storeTables)
    .values({
      storeId: input.storeId,
      number: input.number,
      name: input.name ?? '',
      seats: input.seats ?? 4,
      code: newTableCode(),
    })
    .onConflictDoNothing()
    .returning();
  if (!made) throw new AppError('BAD_REQUEST', {}, { Field: 'number' });
  return (await listTables(db, input.storeId)).find((t) => t.number === made.number)!;
}

/** Switches a table on or off (a table switched off answers TABLE_NO_INVALID / TABLE_CODE_INVALID to a scan). */
export async function enableTable(db: Db, storeId: number, number: string, enabled: boolean) {
  const [row] = await db
    .update(storeTables)
    .set({ enabled })
    .where(and(eq(storeTables.storeId, storeId), eq(storeTables.number, number)))
    .returning({ number: storeTables.number, enabled: storeTables.enabled });
  if (!row) throw new AppError('TABLE_NO_INVALID');
  return row;
}

/** Switches a store's table service on or off, optionally with a minimum spend (minor units). */
export async function setTableService(db: Db, storeId: number, enabled: boolean, minSpend?: number) {
  const [row] = await db
    .insert(tableSettings)
    .values({ storeId, enabled, ...(minSpend === undefined ? {} : { minSpend }) })
    .onConflictDoUpdate({
      target: tableSettings.storeId,
      set: { enabled, ...(minSpend === undefined ? {} : { minSpend }) },
    })
    .returning();
  return row!;
}

/** The store of a staff table call: the one named, else the only store that takes table orders. */
async function storeFor(db: Db, storeId: number | undefined): Promise<number> {
  if (storeId) return storeId;
  const on = await db.select().from(tableSettings).where(eq(tableSettings.enabled, true)).limit(2);
  if (on.length !== 1) throw new AppError('BAD_REQUEST', {}, { Field: 'storeId' });
  return on[0]!.storeId;
}

/** Staff close a table's open session (the guests left; SPEC §6). */
export async function closeTable(db: Db, storeIdIn: number | undefined, number: string, now: Date) {
  const storeId = await storeFor(db, storeIdIn);
  const [row] = await db
    .select({ session: tableSessions })
    .from(storeTables)
    .innerJoin(
      tableSessions,
      and(eq(tableSessions.tableId, storeTables.id), eq(tableSessions.status, 'open')),
    )
    .where(and(eq(storeTables.storeId, storeId), eq(storeTables.number, number)));
  if (!row) throw new AppError('TABLE_NO_INVALID');
  await closeSession(db, row.session.id, 'staff', now);
  return { number, sessionId: row.session.id, status: 'closed' as const };
}

/** Staff confirm a table order (SPEC §6: their one duty here): it is accepted, for the kitchen to make. */
export async function confirmTableOrder(db: Db, orderNo: string, now: Date): Promise<StaffActionResult> {
  const [order] = await db.select({ mode: orders.orderMode }).from(orders).where(eq(orders.orderNo, orderNo));
  if (order?.mode !== 'table') throw new AppError('ORDER_NOT_FOUND');
  return advanceOrder(db, orderNo, 'accept', now);
}
