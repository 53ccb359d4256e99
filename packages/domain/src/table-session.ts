/**
 * The scan-a-table rules of SPEC §5 and §9 that need no database: how many of a must-order item a table takes,
 * what a shared-cart line may be changed to, when a quiet table is checked over, and the table's minimum spend.
 */

/** SPEC §9: a table session with no activity and no order for this long is closed (also the default). */
export const DEFAULT_CHECK_OVER_MINUTES = 10;

/** The most diners one table session takes. */
export const MAX_TABLE_DINERS = 99;

/** A must-order item of a store: a start-table item every table takes (SPEC §5), e.g. tableware per diner. */
export interface MustOrderItem {
  productId: number;
  /** Units per diner when perDiner, else units per table. */
  quantity: number;
  perDiner: boolean;
}

/** Whether a diner count may open a table: a whole number from 1 to MAX_TABLE_DINERS. */
export function isValidDiners(diners: number): boolean {
  return Number.isInteger(diners) && diners >= 1 && diners <= MAX_TABLE_DINERS;
}

/** The units of a must-order item a table of `diners` takes. */
export function mustOrderQuantity(item: MustOrderItem, diners: number): number {
  return item.perDiner ? item.quantity * diners : item.quantity;
}

export type TableLineChange = { ok: true; quantity: number } | { ok: false; code: 'TABLE_MUST_ORDER_FIXED' };

/**
 * What a shared-cart line may become when someone sets it to `quantity`: 0 removes an ordinary line; a must-order
 * line cannot be removed nor go below `minimum` (its quantity for the table's diners).
 */
export function changeLine(line: { mustOrder: boolean; minimum: number }, quantity: number): TableLineChange {
  if (line.mustOrder && quantity < line.minimum) return { ok: false, code: 'TABLE_MUST_ORDER_FIXED' };
  return { ok: true, quantity: Math.max(0, quantity) };
}

/**
 * SPEC §9 check-over: a session is closed when nothing happened at the table for `minutes` and it has placed no
 * order (a table that ordered is closed by paying or by staff).
 */
export function isCheckedOver(lastActivity: Date, now: Date, minutes: number, hasOrder: boolean): boolean {
  if (hasOrder) return false;
  return now.getTime() - lastActivity.getTime() >= minutes * 60_000;
}

/** The moment before which a session's last activity makes it due for check-over. */
export function checkOverBefore(now: Date, minutes: number): Date {
  return new Date(now.getTime() - minutes * 60_000);
}

/**
 * The table's minimum spend (SPEC §5): how much the table's whole spend (orders placed plus the cart) is short of
 * it, 0 when it is reached or there is none. A shortfall asks the diners to confirm; it does not refuse.
 */
export function minSpendShortfall(spent: number, minSpend: number): number {
  return Math.max(0, minSpend - spent);
}
