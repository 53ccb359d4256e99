import type { PrivilegeProductOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { cardProducts } from '../schema/card.ts';
import { loadDemoData } from './load-demo-data.ts';

describe('demo privilege card', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });

  it('sells the Tea Club month with its two monthly coupons in four languages, once however often the demo loads', async () => {
    await loadDemoData(w.t.db);
    const rows = await w.t.db.select().from(cardProducts).where(eq(cardProducts.kind, 'privilege'));
    expect(rows).toHaveLength(1);
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const list = await w.t.call<{ products: PrivilegeProductOut[] }>(
        'Card/PrivilegeCardProducts',
        {},
        { headers: { 'x-store-id': String(w.store), 'x-locale': locale } },
      );
      const [club] = list.body.Result.products;
      expect(club).toMatchObject({ price: 19.9, privilege: { periodMonths: 1 } });
      expect(club!.privilege.coupons.map((c) => c.count)).toEqual([1, 1]);
      expect(club!.description).not.toBe('');
      names.push(club!.name);
    }
    expect(names).toEqual(['Tea Club monthly card', 'Tarjeta mensual Tea Club', '茶友会月卡', '茶友會月卡']);
  });
});
