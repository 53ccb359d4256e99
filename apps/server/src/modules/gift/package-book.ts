import {
  expandGifts,
  type GiftExpansion,
  type GiftItem,
  MAX_GIFT_DEPTH,
  nestedPackageIds,
} from '@shop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftPackages } from '../../db/schema/gift.ts';

/**
 * The items of every package the items reach, by id, read level by level (one query per nesting level, at most
 * MAX_GIFT_DEPTH + 1). Ended packages are read too: a package nested in another, or named by a top-up rule, is
 * delivered as it was made, whether or not it is still sold on its own. A missing id is simply absent.
 */
export async function readPackageBook(
  db: DbOrTx,
  items: readonly GiftItem[],
): Promise<Map<number, GiftItem[]>> {
  const book = new Map<number, GiftItem[]>();
  let wanted = nestedPackageIds(items);
  for (let level = 0; wanted.length > 0 && level <= MAX_GIFT_DEPTH; level++) {
    const rows = await db
      .select({ id: giftPackages.id, items: giftPackages.items })
      .from(giftPackages)
      .where(inArray(giftPackages.id, wanted));
    for (const row of rows) book.set(row.id, row.items);
    wanted = [...new Set(rows.flatMap((row) => nestedPackageIds(row.items)))].filter((id) => !book.has(id));
  }
  return book;
}

/** Gift items with their nested packages read and opened: the plan, or why they cannot be delivered. */
export async function expandFromDb(
  db: DbOrTx,
  items: readonly GiftItem[],
  within: readonly number[] = [],
): Promise<GiftExpansion> {
  return expandGifts(items, await readPackageBook(db, items), within);
}
