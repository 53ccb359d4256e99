import type { PromotionCardOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { cardProducts } from '../schema/card.ts';
import { loadDemoData } from './load-demo-data.ts';
import { DEMO_PROMOTION_CARD_CODE } from './promotion-cards.ts';

describe('demo promotion card', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });

  it('opens SPRING26, free, unlocking the tea club promotion, in four languages, once however often the demo loads', async () => {
    await loadDemoData(w.t.db);
    const rows = await w.t.db.select().from(cardProducts).where(eq(cardProducts.kind, 'promotion'));
    expect(rows).toHaveLength(1);
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const page = await w.t.call<PromotionCardOut>(
        'Card/PromotionCardDetails',
        { code: DEMO_PROMOTION_CARD_CODE },
        { headers: { 'x-store-id': String(w.store), 'x-locale': locale } },
      );
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const r = page.body.Result;
      expect(r.product).toMatchObject({ price: 0, buyLimit: 1, kind: 'promotion' });
      expect(r.promotion).toMatchObject({ t: 'PromotionProductDiscount', rate: 75 });
      expect(r.promotionActive).toBe(true);
      names.push(`${r.product.name} / ${r.promotion.name}`);
    }
    expect(new Set(names).size).toBe(4);
  });
});
