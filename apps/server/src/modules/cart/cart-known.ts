import { parseOptionKey } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { cartFactsSql, idsParam } from './cart-facts.ts';
import type { CartRead, StoredCart } from './cart-read.ts';
import type { CartTarget, LineRow } from './cart-store.ts';
import type { PlannedFrom } from './cart-write.ts';

/**
 * A cart as this instance last read or wrote it (decision 055): the read as it stands after its sync, and what
 * that read saw of the store, products and options. Only a hint: a sync planned from it applies only if the
 * cart's version and those facts are unchanged, which its one statement checks.
 */
export interface KnownCart extends PlannedFrom {
  read: CartRead & { cart: StoredCart };
}

/** The product and option ids a sync brings in. */
export interface Incoming {
  productIds: number[];
  optionIds: number[];
}

const MAX_KNOWN = 10_000;
/** Products a known cart keeps beyond its lines' and brings into its next read, so its next syncs are covered. */
const MAX_KEPT_PRODUCTS = 40;

const knownByDb = new WeakMap<Db, Map<string, KnownCart>>();

function keyOf(target: CartTarget): string {
  const { owner } = target;
  const who = owner.kind === 'member' ? `m${owner.memberId}` : `g${owner.cartKey}`;
  return `${target.storeId}|${target.cartType}|${who}|${target.locale ?? ''}`;
}

function knownIn(db: Db): Map<string, KnownCart> {
  let known = knownByDb.get(db);
  if (!known) {
    known = new Map();
    knownByDb.set(db, known);
  }
  return known;
}

/** The cart this instance knows for the target, when it read or wrote it with the same reader's language. */
export function knownCart(db: Db, target: CartTarget): KnownCart | undefined {
  return knownByDb.get(db)?.get(keyOf(target));
}

/** Whether a known cart's products and options include every one a sync brings in, so it can be planned from it. */
export function covers(known: KnownCart, incoming: Incoming): boolean {
  return (
    incoming.productIds.every((id) => known.productIds.includes(id)) &&
    incoming.optionIds.every((id) => known.optionIds.includes(id))
  );
}

/** What a read should bring in besides the sync's own: the products a known cart had, so they stay covered. */
export function withKnown(incoming: Incoming, known: KnownCart | undefined): Incoming {
  if (!known || known.productIds.length > MAX_KEPT_PRODUCTS) return incoming;
  return {
    productIds: [...new Set([...incoming.productIds, ...known.productIds])],
    optionIds: [...new Set([...incoming.optionIds, ...known.optionIds])],
  };
}

/** The ids the read of `rows` with `incoming` looked up, as its facts cover them. */
export function idsRead(rows: readonly LineRow[], incoming: Incoming): Incoming {
  const productIds = new Set(incoming.productIds);
  const optionIds = new Set(incoming.optionIds);
  for (const row of rows) {
    productIds.add(row.productId);
    for (const id of parseOptionKey(row.optionKey)) optionIds.add(id);
  }
  return { productIds: [...productIds], optionIds: [...optionIds] };
}

/** Keeps what a sync left the cart as, planned from `read` (which looked up `ids`). */
export function keepKnown(
  db: Db,
  target: CartTarget,
  read: CartRead & { cart: StoredCart },
  ids: Incoming,
): void {
  const known = knownIn(db);
  const key = keyOf(target);
  // Kept in order of use, so a full map drops the cart left alone longest.
  known.delete(key);
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
  known.set(key, {
    read,
    storeId: target.storeId,
    productIds: ids.productIds,
    optionIds: ids.optionIds,
    facts: read.facts,
  });
}

export function forgetKnown(db: Db, target: CartTarget): void {
  knownByDb.get(db)?.delete(keyOf(target));
}

// $1 cart id, $2 version known, $3 store, $4 product ids, $5 option ids, $6 their facts.
const stillStatement: Statement = {
  name: 'cart_still_known',
  params: 6,
  text: `SELECT EXISTS (SELECT 1 FROM carts WHERE id = $1 AND version = $2)
  AND ${cartFactsSql('$3', idsParam('$4'), idsParam('$5'))} = $6 AS fresh`,
};

/**
 * Whether a known cart is still as known: its version, and what its read saw of the store, products and options.
 * One small statement in place of the read when a sync changes nothing.
 */
export async function stillKnown(db: DbOrTx, known: KnownCart): Promise<boolean> {
  const { cart } = known.read;
  const [row] = await runPrepared<{ fresh: boolean | null }>(db, stillStatement, [
    cart.id,
    cart.version,
    known.storeId,
    known.productIds,
    known.optionIds,
    known.facts,
  ]);
  return row?.fresh === true;
}
