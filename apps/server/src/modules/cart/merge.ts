import type { LineChange } from '@shop/domain';
import { parseOptionKey } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carts } from '../../db/schema/cart.ts';
import { type Clock, systemClock } from '../../platform/clock/clock.ts';
import { loadLines } from './cart-store.ts';
import { syncLines } from './service.ts';

/**
 * Moves a guest's carts into the member's at login: in every store (and cart type) where the key has a cart, the
 * guest lines are added to the member's (the same product and options add up), the stock rule and availability
 * are applied as in a sync, and the guest cart is deleted. Runs in the caller's transaction (as a savepoint) or
 * its own. Guest carts are locked first and in a fixed order, then each member cart, so it cannot deadlock with
 * syncs, which lock one cart each. A member cart already full keeps its own lines first.
 */
export async function mergeGuestCartIntoMember(
  db: DbOrTx,
  memberId: number,
  cartKey: string,
  clock: Clock = systemClock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const guestCarts = await tx
      .select({ id: carts.id, storeId: carts.storeId, cartType: carts.cartType })
      .from(carts)
      .where(eq(carts.cartKey, cartKey))
      .orderBy(asc(carts.storeId), asc(carts.cartType))
      .for('update');
    const now = clock.now();
    for (const guest of guestCarts) {
      const lines = await loadLines(tx, guest.id);
      const changes: LineChange[] = lines.map((line) => ({
        productId: line.productId,
        optionIds: parseOptionKey(line.optionKey),
        quantity: line.quantity,
        comment: line.comment,
        excluded: line.excluded,
      }));
      if (changes.length > 0) {
        const target = {
          storeId: guest.storeId,
          owner: { kind: 'member' as const, memberId },
          cartType: guest.cartType,
        };
        await syncLines(tx, target, changes, 'add', now, 'truncate');
      }
      await tx.delete(carts).where(eq(carts.id, guest.id));
    }
  });
}
