import type { TopUpGiftItemOut } from '@shop/contracts';
import { type GiftItem, type Locale, translatedField } from '@shop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { giftPackages } from '../../db/schema/gift.ts';

type Named = { id: number; name: string; translations: Parameters<typeof translatedField>[1] };

async function namesOf(db: DbOrTx, table: typeof couponTemplates | typeof giftPackages, ids: number[]) {
  if (ids.length === 0) return new Map<number, Named>();
  const rows: Named[] = await db
    .select({ id: table.id, name: table.name, translations: table.translations })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The gift items of top-ups as the pages list them, each with its name in the reader's language: a coupon's
 * template, a package's, the goods or service as staff named it; '' for points (the page says how many).
 */
export async function giftItemsOut(
  db: DbOrTx,
  lists: ReadonlyArray<readonly GiftItem[]>,
  locale: Locale,
): Promise<TopUpGiftItemOut[][]> {
  const all = lists.flat();
  const templates = await namesOf(
    db,
    couponTemplates,
    all.flatMap((i) => (i.giftType === 2 ? [i.giftInfo.templateId] : [])),
  );
  const packages = await namesOf(
    db,
    giftPackages,
    all.flatMap((i) => (i.giftType === 5 ? [i.giftInfo.packageId] : [])),
  );
  const nameOf = (row: Named | undefined) =>
    row ? translatedField<{ name: string }, 'name'>(row.name, row.translations as never, 'name', locale) : '';
  const name = (item: GiftItem): string => {
    if (item.giftType === 2) return nameOf(templates.get(item.giftInfo.templateId));
    if (item.giftType === 5) return nameOf(packages.get(item.giftInfo.packageId));
    if (item.giftType === 0 || item.giftType === 1) return '';
    return translatedField(item.giftInfo.name, item.giftInfo.translations, 'name', locale);
  };
  return lists.map((items) =>
    items.map((item) => ({ giftType: item.giftType, quantity: item.quantity, name: name(item) })),
  );
}
