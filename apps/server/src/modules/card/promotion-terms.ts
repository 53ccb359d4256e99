import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardProducts } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { promotionShownById } from '../marketing/index.ts';

/** What a promotion card product names beside every card's fields (staff's POST /staff/cards/products). */
export interface PromotionTermsIn {
  kind: string;
  code?: string | undefined;
  promotionId?: number | undefined;
  online?: boolean | undefined;
  validity?: { mode: string; from?: string } | undefined;
}

const bad = (field: string) => new AppError('BAD_REQUEST', {}, { Field: field });

/**
 * Refuses a product whose promotion-card fields do not fit its kind (BAD_REQUEST naming the field): a promotion card
 * needs a code no other product has and an unlocked-only promotion (one for everyone needs no card to unlock it);
 * it is got online by its code (online not false), and is valid by dates or days from getting it — it is never
 * "used", so days from a first use would never start. Other kinds name neither. Returns the code as stored
 * (upper-case: a link's code is matched without case).
 */
export async function requirePromotionTerms(db: Db, p: PromotionTermsIn, at: Date): Promise<string | null> {
  if (p.kind !== 'promotion') {
    if (p.code !== undefined) throw bad('code');
    if (p.promotionId !== undefined) throw bad('promotionId');
    return null;
  }
  if (p.code === undefined) throw bad('code');
  if (p.promotionId === undefined) throw bad('promotionId');
  if (p.online === false) throw bad('online');
  if (p.validity?.mode === 'days' && p.validity.from === 'firstUse') throw bad('validity');
  const code = p.code.toUpperCase();
  const [taken] = await db
    .select({ id: cardProducts.id })
    .from(cardProducts)
    .where(eq(cardProducts.code, code));
  if (taken) throw bad('code');
  const promotion = await promotionShownById(db, 0, p.promotionId, at, 'zh-CN');
  if (!promotion?.unlockedOnly) throw bad('promotionId');
  return code;
}
