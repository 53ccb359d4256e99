import type { CardProductOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { cardProducts } from '../schema/card.ts';
import { categories } from '../schema/catalog.ts';
import { loadDemoData } from './load-demo-data.ts';

describe('demo shopping card', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });

  it('sells the ¥100 bakery card for ¥95 on the bread, in four languages, once however often the demo loads', async () => {
    await loadDemoData(w.t.db);
    const rows = await w.t.db.select().from(cardProducts).where(eq(cardProducts.kind, 'shopping'));
    expect(rows).toHaveLength(1);
    const bread = await w.t.db.select().from(categories).where(eq(categories.name, 'Bread'));
    expect(rows[0]!.categoryIds.sort()).toEqual(bread.map((c) => c.id).sort());
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const list = await w.t.call<{ products: CardProductOut[] }>(
        'Card/LoadCardProducts',
        { kind: 'shopping' },
        { headers: { 'x-store-id': String(w.store), 'x-locale': locale } },
      );
      const [card] = list.body.Result.products;
      expect(card).toMatchObject({ price: 95, faceValue: 100, refusal: 'NOT_LOGGED_IN' });
      expect(card!.categoryIds.length).toBeGreaterThan(0);
      expect(card!.description).not.toBe('');
      names.push(card!.name);
    }
    expect(names).toEqual([
      '¥100 bakery card',
      'Tarjeta de panadería de ¥100',
      '100元面包购物卡',
      '100元麵包購物卡',
    ]);
  });
});
