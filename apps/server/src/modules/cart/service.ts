import type { InvalidBasketItem } from '@shop/contracts';
import {
  type CartLineState,
  type CombineMode,
  combineLines,
  type LineChange,
  lineKey,
  MAX_CART_LINES,
  optionKey,
  parseOptionKey,
} from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import type { StoreSettings } from '../../db/schema/store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { readCart } from './cart-read.ts';
import { type CheckedLine, checkLines } from './cart-rules.ts';
import { type CartTarget, type LineRow, type LineWrite, lockCart, writeLines } from './cart-store.ts';

/** A kept line with its stored id. */
export type SavedLine = CheckedLine & { id: number };

export interface SyncOutcome {
  settings: StoreSettings;
  lines: SavedLine[];
  invalid: InvalidBasketItem[];
}

/** What to do when the cart would hold more than MAX_CART_LINES lines: refuse the call, or keep the oldest. */
export type Overflow = 'refuse' | 'truncate';

function toState(row: LineRow): CartLineState {
  const optionIds = parseOptionKey(row.optionKey);
  return {
    key: lineKey(row.productId, optionIds),
    productId: row.productId,
    optionIds,
    quantity: row.quantity,
    comment: row.comment,
    excluded: row.excluded,
  };
}

function unchanged(row: LineRow | undefined, line: CheckedLine): boolean {
  return (
    row !== undefined &&
    row.quantity === line.quantity &&
    row.comment === line.comment &&
    row.excluded === line.excluded
  );
}

/** Writes only what differs from the stored lines, in one statement at most. */
async function saveLines(tx: Tx, cartId: number, rows: LineRow[], kept: CheckedLine[], now: Date) {
  const stored = new Map(rows.map((row) => [toState(row).key, row]));
  const keep = new Set(kept.map((line) => line.key));
  const deleteIds = rows.filter((row) => !keep.has(toState(row).key)).map((row) => row.id);
  const writes: LineWrite[] = kept
    .filter((line) => !unchanged(stored.get(line.key), line))
    .map((line) => ({
      productId: line.productId,
      optionKey: optionKey(line.optionIds),
      quantity: line.quantity,
      comment: line.comment,
      excluded: line.excluded,
    }));
  const written = await writeLines(tx, cartId, deleteIds, writes, now);
  const ids = new Map([...stored].map(([key, row]) => [key, row.id]));
  for (const w of written) ids.set(lineKey(w.productId, parseOptionKey(w.optionKey)), w.id);
  return kept.map((line): SavedLine => ({ ...line, id: ids.get(line.key)! }));
}

/**
 * Applies a sync to one cart inside the caller's transaction: locks (or creates) the cart, combines its lines with
 * the changes (replace, merge or add), checks them against the catalogue and stock, and stores the result. Three
 * statements at most whatever the number of lines: the lock, one read of lines, products and options, one write.
 */
export async function syncLines(
  tx: Tx,
  target: CartTarget,
  changes: LineChange[],
  mode: CombineMode,
  now: Date,
  overflow: Overflow,
): Promise<SyncOutcome> {
  const locked = await lockCart(tx, target, now);
  if (!locked) throw new AppError('STORE_NOT_FOUND');
  const { rows, products } = await readCart(
    tx,
    locked.cartId,
    [...new Set(changes.map((change) => change.productId))],
    [...new Set(changes.flatMap((change) => change.optionIds))],
  );
  const wanted = combineLines(rows.map(toState), changes, mode);
  const checked = checkLines(wanted, target.storeId, locked.settings, products);
  let kept = checked.kept;
  if (kept.length > MAX_CART_LINES) {
    if (overflow === 'refuse') throw new AppError('CART_FULL');
    kept = kept.slice(0, MAX_CART_LINES);
  }
  const lines = await saveLines(tx, locked.cartId, rows, kept, now);
  return { settings: locked.settings, lines, invalid: checked.invalid };
}
