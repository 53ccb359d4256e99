import type { CardProductOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { cardProducts } from '../schema/card.ts';
import { loadDemoData } from './load-demo-data.ts';

describe('demo cards', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });

  it('sells a 5-drink pass in four languages, once however often the demo loads', async () => {
    await loadDemoData(w.t.db);
    expect(await w.t.db.select().from(cardProducts).where(eq(cardProducts.kind, 'pass'))).toHaveLength(1);
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const list = await w.t.call<{ products: CardProductOut[] }>(
        'Card/LoadCardProducts',
        { kind: 'pass' },
        { headers: { 'x-store-id': String(w.store), 'x-locale': locale } },
      );
      const [pass] = list.body.Result.products;
      expect(pass).toMatchObject({ price: 60, times: 5, buyLimit: 2, refusal: 'NOT_LOGGED_IN' });
      expect(pass!.categoryIds.length).toBeGreaterThan(0);
      names.push(pass!.name);
    }
    expect(names).toEqual(['5-drink pass', 'Bono de 5 bebidas', '五杯畅饮卡', '五杯暢飲卡']);
  });
});
