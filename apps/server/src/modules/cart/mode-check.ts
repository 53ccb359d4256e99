import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/cart.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { notSoldIn } from '../catalog/index.ts';
import { storeSettingsIn } from '../store/index.ts';
import { type CartTarget, ownerCondition } from './cart-store.ts';

/** An order mode's value as products.modes holds it (SPEC §4). */
export type OrderModeValue = 'package' | 'queue' | 'takeout';

/**
 * The ids of the cart's products not sold in `mode`, ascending; empty unless the store hides products by mode
 * (SPEC §4 mode switching). A read: no cart is created and nothing is locked.
 */
export async function unsupportedProductIds(
  db: DbOrTx,
  target: CartTarget,
  mode: OrderModeValue,
): Promise<number[]> {
  const settings = await storeSettingsIn(db, target.storeId);
  if (!settings) throw new AppError('STORE_NOT_FOUND');
  if (settings.isHideProductByMode !== true) return [];
  const rows = await db
    .selectDistinct({ id: cartLines.productId })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(
      and(
        ownerCondition(target.owner),
        eq(carts.storeId, target.storeId),
        eq(carts.cartType, target.cartType),
        notSoldIn(cartLines.productId, mode),
      ),
    )
    .orderBy(cartLines.productId);
  return rows.map((row) => row.id);
}
