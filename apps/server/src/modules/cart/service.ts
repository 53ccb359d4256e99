import type { InvalidBasketItem } from '@shop/contracts';
import {
  type CartLineState,
  type CombineMode,
  combineLines,
  type LineChange,
  lineKey,
  lineQuantityLimit,
  linesOverLimit,
  MAX_CART_LINES,
  optionKey,
  parseOptionKey,
} from '@shop/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  covers,
  forgetKnown,
  type Incoming,
  idsRead,
  type KnownCart,
  keepKnown,
  knownCart,
  stillKnown,
  withKnown,
} from './cart-known.ts';
import { type CartRead, readCart, type StoredCart } from './cart-read.ts';
import { type CheckedLine, checkLines } from './cart-rules.ts';
import { type CartTarget, type LineRow, type LineWrite, lockCart } from './cart-store.ts';
import {
  type CartChanges,
  createIfUnchanged,
  createWithLines,
  type Written,
  type WrittenLine,
  writeIfUnchanged,
  writeIfVersion,
} from './cart-write.ts';
import { copiedRead, copyRead } from './catalog-copy.ts';

/** A kept line with its stored id. */
export type SavedLine = CheckedLine & { id: number };

export interface SyncOutcome {
  lines: SavedLine[];
  invalid: InvalidBasketItem[];
}

/** What to do when the cart would hold more than MAX_CART_LINES lines: refuse the call, or keep the oldest. */
export type Overflow = 'refuse' | 'truncate';

/** A sync's changes and the outcome they lead to, computed from one read. */
interface SyncPlan {
  kept: CheckedLine[];
  invalid: InvalidBasketItem[];
  changes: CartChanges;
  /** The stored lines' ids by line key. */
  storedIds: Map<string, number>;
}

/** Optimistic tries before a sync falls back to locking the cart (only a cart hammered by its owner gets there). */
const OPTIMISTIC_TRIES = 5;
/** An unchanged sync still writes (refreshing updated_at) when the cart was last written this long ago. */
const IDLE_REFRESH_MS = 60 * 60 * 1000;

function toState(row: LineRow): CartLineState {
  return {
    // Stored option keys are normalised (optionKey), so this is lineKey without re-sorting.
    key: `${row.productId}|${row.optionKey}`,
    productId: row.productId,
    optionIds: parseOptionKey(row.optionKey),
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

/**
 * Holds the lines to the store's per-line limit. A quantity this call sets above it refuses the call, changing
 * nothing (CART_QUANTITY_LIMIT names the limit); lines it did not set — a guest's lines added at login, lines
 * stored before the store lowered its limit — are cut to the limit instead, since refusing them would block the
 * shopper without their having asked for anything.
 */
function holdToLimit(
  wanted: CartLineState[],
  changes: LineChange[],
  mode: CombineMode,
  storeMax: number | null,
) {
  const limit = lineQuantityLimit(storeMax);
  const over = new Set(linesOverLimit(wanted, limit));
  if (over.size === 0) return;
  if (mode !== 'add' && changes.some((c) => over.has(lineKey(c.productId, c.optionIds))))
    throw new AppError('CART_QUANTITY_LIMIT', { Max: limit });
  for (const line of wanted) if (over.has(line.key)) line.quantity = limit;
}

/** Combines the stored lines with the changes, checks them, and works out the writes that differ from storage. */
function planSync(
  read: CartRead,
  target: CartTarget,
  changes: LineChange[],
  mode: CombineMode,
  overflow: Overflow,
): SyncPlan {
  const states = read.rows.map(toState);
  const wanted = combineLines(states, changes, mode);
  holdToLimit(wanted, changes, mode, read.maxLineQuantity);
  const checked = checkLines(wanted, target.storeId, read, read.products);
  let kept = checked.kept;
  if (kept.length > MAX_CART_LINES) {
    if (overflow === 'refuse') throw new AppError('CART_FULL');
    kept = kept.slice(0, MAX_CART_LINES);
  }
  const stored = new Map<string, LineRow>();
  const storedIds = new Map<string, number>();
  for (let i = 0; i < states.length; i++) {
    const row = read.rows[i]!;
    stored.set(states[i]!.key, row);
    storedIds.set(states[i]!.key, row.id);
  }
  const keep = new Set(kept.map((line) => line.key));
  const deleteIds: number[] = [];
  for (const [key, row] of stored) if (!keep.has(key)) deleteIds.push(row.id);
  const writes: LineWrite[] = [];
  for (const line of kept) {
    if (unchanged(stored.get(line.key), line)) continue;
    const { productId, quantity, comment, excluded } = line;
    writes.push({ productId, optionKey: optionKey(line.optionIds), quantity, comment, excluded });
  }
  return { kept, invalid: checked.invalid, changes: { deleteIds, writes }, storedIds };
}

function outcomeOf(plan: SyncPlan, written: WrittenLine[]): SyncOutcome {
  const ids = plan.storedIds;
  for (const w of written) ids.set(lineKey(w.productId, parseOptionKey(w.optionKey)), w.id);
  const lines = plan.kept.map(
    (line): SavedLine => ({
      // Spelled out rather than spread: spreading into a wider object is slow on this hot path.
      key: line.key,
      productId: line.productId,
      optionIds: line.optionIds,
      quantity: line.quantity,
      comment: line.comment,
      excluded: line.excluded,
      product: line.product,
      options: line.options,
      asked: line.asked,
      outOfStock: line.outOfStock,
      id: ids.get(line.key)!,
    }),
  );
  return { lines, invalid: plan.invalid };
}

function hasChanges(plan: SyncPlan): boolean {
  return plan.changes.deleteIds.length > 0 || plan.changes.writes.length > 0;
}

function incomingOf(changes: LineChange[]): Incoming {
  const productIds = new Set<number>();
  const optionIds = new Set<number>();
  for (const change of changes) {
    productIds.add(change.productId);
    for (const id of change.optionIds) optionIds.add(id);
  }
  return { productIds: [...productIds], optionIds: [...optionIds] };
}

/**
 * Applies a sync to one cart inside the caller's transaction, holding the cart's row lock: locks (or creates)
 * the cart, combines its lines with the changes (replace, merge or add), checks them against the catalogue and
 * stock, and stores the result. Three statements at most whatever the number of lines: the lock, one read of
 * lines, products and options, one write. Login's merge uses it, and a sync whose optimistic tries all lost.
 */
export async function syncLines(
  tx: Tx,
  target: CartTarget,
  changes: LineChange[],
  mode: CombineMode,
  now: Date,
  overflow: Overflow,
): Promise<SyncOutcome> {
  const cartId = await lockCart(tx, target, now);
  if (cartId === null) throw new AppError('STORE_NOT_FOUND');
  const read = await readCart(tx, target, incomingOf(changes), now);
  if (!read?.cart) throw new Error('a locked cart must be readable in its transaction');
  const plan = planSync(read, target, changes, mode, overflow);
  if (!hasChanges(plan)) return outcomeOf(plan, []);
  const written = await writeIfVersion(tx, read.cart, plan.changes, now);
  if (!written) throw new Error('the version of a locked cart moved');
  return outcomeOf(plan, written.lines);
}

/** The read as an applied write left the cart: the kept lines with their ids (in id order, as a read gives them). */
function readAfter(read: CartRead, outcome: SyncOutcome, written: Written, now: Date): KnownCart['read'] {
  const rows: LineRow[] = outcome.lines.map((line) => ({
    id: line.id,
    productId: line.productId,
    optionKey: optionKey(line.optionIds),
    quantity: line.quantity,
    comment: line.comment,
    excluded: line.excluded,
  }));
  rows.sort((a, b) => a.id - b.id);
  return {
    allowStockBelowZero: read.allowStockBelowZero,
    maxLineQuantity: read.maxLineQuantity,
    cart: { id: written.cartId, version: written.version, idle: false, updatedAt: now.getTime() },
    rows,
    products: read.products,
    facts: read.facts,
  };
}

/** planSync for a plan made without a read: null where it would refuse, since only a fresh read may refuse. */
function planUnread(
  read: CartRead,
  target: CartTarget,
  changes: LineChange[],
  mode: CombineMode,
  overflow: Overflow,
): SyncPlan | null {
  try {
    return planSync(read, target, changes, mode, overflow);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * A sync planned from the cart as this instance knows it (decision 055), in one statement: the versioned write
 * that also checks the store, products and options are unchanged, or — when nothing changes — that check alone.
 * Null when the cart or its facts moved on, or the plan refused the call: the caller reads and plans afresh (a
 * refusal is only given from a fresh read).
 */
async function syncKnown(
  db: Db,
  known: KnownCart,
  target: CartTarget,
  changes: LineChange[],
  mode: CombineMode,
  now: Date,
  idleBefore: Date,
  overflow: Overflow,
): Promise<SyncOutcome | null> {
  const { read } = known;
  const plan = planUnread(read, target, changes, mode, overflow);
  if (!plan) return null;
  const idle = read.cart.updatedAt < idleBefore.getTime();
  if (!idle && !hasChanges(plan)) return (await stillKnown(db, known)) ? outcomeOf(plan, []) : null;
  const written = await writeIfUnchanged(db, read.cart, known, plan.changes, now);
  if (!written) return null;
  const outcome = outcomeOf(plan, written.lines);
  keepKnown(db, target, readAfter(read, outcome, written, now), known);
  return outcome;
}

/** The languages a target's reads keep (the catalogue copy is kept per reader's language). */
const chainOf = (target: CartTarget) => target.locale ?? '';

const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])];

/**
 * A known cart that lacks some of the products or options a sync brings in, completed from the instance's copy of
 * the catalogue (catalog-copy.ts); undefined when the copy lacks them too.
 */
function knownFromCopy(db: Db, target: CartTarget, known: KnownCart, incoming: Incoming) {
  const ids = {
    productIds: union(known.productIds, incoming.productIds),
    optionIds: union(known.optionIds, incoming.optionIds),
  };
  const copied = copiedRead(db, target.storeId, chainOf(target), ids);
  if (!copied) return undefined;
  const read = { ...copied, cart: known.read.cart, rows: known.read.rows };
  return { read, storeId: target.storeId, ...ids, facts: copied.facts };
}

/**
 * A first sync of a cart this instance does not know, planned from its copy of the catalogue and written by one
 * statement that creates the cart only if it does not exist yet and the copy is still true. Null when the copy
 * lacks something, the plan refuses or writes nothing, or the statement found the cart or the facts changed: the
 * caller reads (a refusal is only given from a fresh read).
 */
async function createFromCopy(
  db: Db,
  target: CartTarget,
  incoming: Incoming,
  changes: LineChange[],
  mode: CombineMode,
  now: Date,
  overflow: Overflow,
): Promise<SyncOutcome | null> {
  const copied = copiedRead(db, target.storeId, chainOf(target), incoming);
  if (!copied) return null;
  const read: CartRead = { ...copied, cart: null, rows: [] };
  const plan = planUnread(read, target, changes, mode, overflow);
  if (!plan) return null;
  if (plan.changes.writes.length === 0) return null;
  const from = { ...incoming, facts: copied.facts };
  const written = await createIfUnchanged(db, target, from, plan.changes.writes, now);
  if (!written) return null;
  const outcome = outcomeOf(plan, written.lines);
  keepKnown(db, target, readAfter(read, outcome, written, now), incoming);
  return outcome;
}

/** A sync planned without a read: from the cart this instance knows, completed from its catalogue copy if need be. */
async function syncUnread(
  db: Db,
  target: CartTarget,
  incoming: Incoming,
  changes: LineChange[],
  mode: CombineMode,
  now: Date,
  overflow: Overflow,
): Promise<SyncOutcome | null> {
  const known = knownCart(db, target);
  if (!known) return createFromCopy(db, target, incoming, changes, mode, now, overflow);
  const planned = covers(known, incoming) ? known : knownFromCopy(db, target, known, incoming);
  if (!planned) return null;
  const idleBefore = new Date(now.getTime() - IDLE_REFRESH_MS);
  return syncKnown(db, planned, target, changes, mode, now, idleBefore, overflow);
}

/**
 * A shopper's sync without a long transaction (decision 005): one read (cart, version, lines, products), the
 * plan in memory, then one conditional write that applies only if the cart's version is still the one read, or
 * creates the cart if it still does not exist. A sync that changes nothing is the read alone. A write that lost
 * to another sync of the same cart reads again; after `tries` the sync takes the cart's lock instead. Before all
 * that, a sync this instance can plan without reading (syncUnread) is the write alone.
 * Each applied write was planned from exactly the previous version, so parallel syncs still end in a state some
 * serial order gives.
 */
export async function syncCart(
  db: Db,
  target: CartTarget,
  changes: LineChange[],
  mode: CombineMode,
  now: Date,
  overflow: Overflow,
  tries = OPTIMISTIC_TRIES,
): Promise<SyncOutcome> {
  const incoming = incomingOf(changes);
  const unread = await syncUnread(db, target, incoming, changes, mode, now, overflow);
  if (unread) return unread;
  const idleBefore = new Date(now.getTime() - IDLE_REFRESH_MS);
  const known = knownCart(db, target);
  forgetKnown(db, target);
  // The read also brings the products the known cart had, so the next syncs of them are covered.
  const asked = withKnown(incoming, known);
  for (let attempt = 0; attempt < tries; attempt++) {
    const read = await readCart(db, target, asked, idleBefore);
    if (!read) throw new AppError('STORE_NOT_FOUND');
    copyRead(db, target.storeId, chainOf(target), read);
    const plan = planSync(read, target, changes, mode, overflow);
    const { cart } = read;
    // No cart and nothing to keep: nothing to store either.
    if (!cart && plan.changes.writes.length === 0) return outcomeOf(plan, []);
    if (cart && !cart.idle && !hasChanges(plan)) {
      keepKnown(db, target, withCart(read, cart), idsRead(read.rows, asked));
      return outcomeOf(plan, []);
    }
    const written = cart
      ? await writeIfVersion(db, cart, plan.changes, now)
      : await createWithLines(db, target, plan.changes.writes, now);
    if (written) {
      const outcome = outcomeOf(plan, written.lines);
      keepKnown(db, target, readAfter(read, outcome, written, now), idsRead(read.rows, asked));
      return outcome;
    }
  }
  return db.transaction((tx) => syncLines(tx, target, changes, mode, now, overflow));
}

function withCart(read: CartRead, cart: StoredCart): KnownCart['read'] {
  return {
    allowStockBelowZero: read.allowStockBelowZero,
    maxLineQuantity: read.maxLineQuantity,
    cart,
    rows: read.rows,
    products: read.products,
    facts: read.facts,
  };
}
