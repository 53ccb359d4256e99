import { DEFAULT_CHECK_OVER_MINUTES } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeTables, tableSettings } from '../../db/schema/table.ts';
import { AppError } from '../../platform/http/app-error.ts';

export type TableRow = typeof storeTables.$inferSelect;
export type TableSettingsRow = typeof tableSettings.$inferSelect;

/** A table named by its QR code or by its number (the contract allows exactly one). */
export interface TableRef {
  code?: string | undefined;
  tableNo?: string | undefined;
}

/** A store's table settings; a store without a row does not take table orders. Read fresh on every call. */
export async function settingsOf(db: DbOrTx, storeId: number): Promise<TableSettingsRow> {
  const [row] = await db.select().from(tableSettings).where(eq(tableSettings.storeId, storeId));
  return (
    row ?? {
      storeId,
      enabled: false,
      mustOrder: [],
      minSpend: 0,
      checkOverMinutes: DEFAULT_CHECK_OVER_MINUTES,
    }
  );
}

/**
 * The table a scan names in a store, with the store's settings, or the SPEC §8 scan-order error: the store does not
 * take table orders (TABLE_SERVICE_DISABLED), a code that names no table of this store (TABLE_CODE_INVALID: a
 * forged code, or another store's), a number that names none or a table switched off (TABLE_NO_INVALID).
 */
export async function findTable(
  db: DbOrTx,
  storeId: number,
  ref: TableRef,
): Promise<{ table: TableRow; settings: TableSettingsRow }> {
  const settings = await settingsOf(db, storeId);
  if (!settings.enabled) throw new AppError('TABLE_SERVICE_DISABLED');
  if (ref.code !== undefined) {
    const [table] = await db.select().from(storeTables).where(eq(storeTables.code, ref.code));
    if (!table || table.storeId !== storeId || !table.enabled) throw new AppError('TABLE_CODE_INVALID');
    return { table, settings };
  }
  const [table] = await db
    .select()
    .from(storeTables)
    .where(and(eq(storeTables.storeId, storeId), eq(storeTables.number, ref.tableNo ?? '')));
  if (!table?.enabled) throw new AppError('TABLE_NO_INVALID');
  return { table, settings };
}
