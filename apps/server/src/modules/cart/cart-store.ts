import type { Locale } from '@shop/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { cartLines, carts } from '../../db/schema/cart.ts';

/** Whose cart: a logged-in member, or a guest known by the key the client made up. */
export type CartOwner = { kind: 'member'; memberId: number } | { kind: 'guest'; cartKey: string };

/** One cart of one owner in one store. */
export interface CartTarget {
  storeId: number;
  owner: CartOwner;
  cartType: number;
  /**
   * The reader's language when the answer shows the lines' text (a sync asked for product info): the read brings
   * back only the translations of its fallback chain (decision 020). None: no translations, only the base text.
   */
  locale?: Locale;
}

/** A stored line. */
export interface LineRow {
  id: number;
  productId: number;
  optionKey: string;
  quantity: number;
  comment: string;
  excluded: boolean;
}

/** A line to insert or update; the cart and product+options identify it. */
export type LineWrite = Omit<LineRow, 'id'>;

export function ownerCondition(owner: CartOwner): SQL {
  return owner.kind === 'member' ? eq(carts.memberId, owner.memberId) : eq(carts.cartKey, owner.cartKey);
}

// $1 store, $2 member id (or null), $3 cart key (or null), $4 cart type, $5 now.
const lockText = (conflictColumn: 'member_id' | 'cart_key') => `
WITH s AS (SELECT id FROM stores WHERE id = $1)
INSERT INTO carts (store_id, member_id, cart_key, cart_type, created_at, updated_at)
SELECT s.id, $2::int, $3::text, $4::int, $5::timestamptz, $5::timestamptz FROM s
ON CONFLICT (${conflictColumn}, store_id, cart_type)
DO UPDATE SET updated_at = EXCLUDED.updated_at, version = carts.version + 1
RETURNING id`;

const lockStatements: Record<CartOwner['kind'], Statement> = {
  member: { name: 'cart_lock_member', text: lockText('member_id'), params: 5 },
  guest: { name: 'cart_lock_guest', text: lockText('cart_key'), params: 5 },
};

/**
 * Creates the cart if it is missing and locks its row until the transaction ends, in one round trip. Concurrent
 * first syncs meet on the unique index, and ON CONFLICT DO UPDATE takes the row lock the same way SELECT … FOR
 * UPDATE would, so every change of one cart is serialised; it also bumps the version, so an optimistic write
 * that read the cart before fails (DESIGN §4, decision 005). The lines must be read in a later statement: this
 * statement's snapshot predates the lock wait. Null when the store does not exist.
 */
export async function lockCart(tx: Tx, target: CartTarget, now: Date): Promise<number | null> {
  const { owner } = target;
  const rows = await runPrepared<{ id: number }>(tx, lockStatements[owner.kind], [
    target.storeId,
    owner.kind === 'member' ? owner.memberId : null,
    owner.kind === 'guest' ? owner.cartKey : null,
    target.cartType,
    now.toISOString(),
  ]);
  return rows[0]?.id ?? null;
}

/** The columns of a stored line (LineRow), for a select. */
export const lineColumns = {
  id: cartLines.id,
  productId: cartLines.productId,
  optionKey: cartLines.optionKey,
  quantity: cartLines.quantity,
  comment: cartLines.comment,
  excluded: cartLines.excluded,
};

/** The lines of a cart in cart order (oldest first). */
export function loadLines(db: DbOrTx, cartId: number): Promise<LineRow[]> {
  return db.select(lineColumns).from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(cartLines.id);
}
