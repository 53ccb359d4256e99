import { type GiftItem, nestedPackageIds } from '@shop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftPackages } from '../../db/schema/gift.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { productsThatExist } from '../catalog/index.ts';
import { giftableTemplateIds } from '../coupon/index.ts';
import { expandFromDb } from './package-book.ts';

function refuse(reason: string, index?: number): never {
  throw new AppError('GIFT_ITEMS_INVALID', { Reason: reason }, index === undefined ? {} : { Item: index });
}

async function activePackageIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: giftPackages.id })
    .from(giftPackages)
    .where(and(inArray(giftPackages.id, ids), eq(giftPackages.status, 'active')));
  return new Set(rows.map((row) => row.id));
}

/** The first item naming something unknown: a coupon template or package not active, a product that does not exist. */
async function unknownItem(db: DbOrTx, items: readonly GiftItem[]): Promise<number> {
  const templates = await giftableTemplateIds(
    db,
    items.flatMap((i) => (i.giftType === 2 ? [i.giftInfo.templateId] : [])),
  );
  const packages = await activePackageIds(db, nestedPackageIds(items));
  const goods = await productsThatExist(
    db,
    items.flatMap((i) => (i.giftType === 3 || i.giftType === 8 ? [i.giftInfo.productId] : [])),
  );
  return items.findIndex(
    (i) =>
      (i.giftType === 2 && !templates.has(i.giftInfo.templateId)) ||
      (i.giftType === 5 && !packages.has(i.giftInfo.packageId)) ||
      ((i.giftType === 3 || i.giftType === 8) && !goods.has(i.giftInfo.productId)),
  );
}

/**
 * Checks gift items when they are made (a package, a top-up rule's gift, a reward): every coupon template and
 * nested package they name is active, every product exists, and the whole opens (no package inside itself, not too
 * much for one delivery). `within` is the package the items belong to, when there is one. GIFT_ITEMS_INVALID with
 * the reason and the item's index otherwise — so deliverGifts never meets items it cannot deliver.
 */
export async function checkGiftItems(
  db: DbOrTx,
  items: readonly GiftItem[],
  within: readonly number[] = [],
): Promise<void> {
  if (items.length === 0) refuse('empty');
  const unknown = await unknownItem(db, items);
  if (unknown >= 0) refuse('unknown', unknown);
  const expansion = await expandFromDb(db, items, within);
  if (!expansion.ok) refuse(expansion.problem);
}
