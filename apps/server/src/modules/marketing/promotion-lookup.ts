import type { PromotionOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/marketing.ts';
import { productsNamedBy, toPromotionOut } from './promotion-present.ts';

/**
 * One promotion as the shopper reads it, by id, whatever its state or flags (null for none): what a holding that
 * unlocks it shows of it (a promotion card's page, issue 29), since the public listings leave unlocked-only
 * promotions out. `active` says whether it still runs (not ended by staff, its end not passed); `unlockedOnly`
 * whether it is for holders of an unlock only.
 */
export async function promotionShownById(
  db: Db,
  storeId: number,
  id: number,
  at: Date,
  locale: Locale,
): Promise<{ promotion: PromotionOut; active: boolean; unlockedOnly: boolean } | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) return null;
  const named = await productsNamedBy(db, storeId, [row]);
  return {
    promotion: toPromotionOut(row, named, locale),
    active: row.status === 'active' && row.endsAt > at,
    unlockedOnly: (row.rule as { unlockedOnly?: boolean }).unlockedOnly === true,
  };
}
