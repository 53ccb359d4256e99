import type { GiftPackageOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { giftPackages } from '../schema/gift.ts';
import { loadDemoData } from './load-demo-data.ts';

describe('demo gift packages', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });

  it('offers three packages in four languages, once however often the demo loads, every one openable', async () => {
    await loadDemoData(w.t.db);
    expect(await w.t.db.select().from(giftPackages)).toHaveLength(4);
    const list = await w.t.call<{ packages: GiftPackageOut[] }>(
      'GiftPackage/List',
      {},
      { headers: { 'x-store-id': String(w.store), 'x-locale': 'zh-Hant' } },
    );
    expect(list.body.Result.packages.map((p) => [p.name, p.price, p.points])).toEqual([
      ['新人禮包', 19.9, 0],
      ['茶友禮盒', 9.9, 300],
      ['積分禮包', 0, 200],
    ]);
    expect(list.body.Result.packages[1]!.plan).toMatchObject({
      points: 50,
      entitlements: [{ giftType: 4, name: '免費常規奶茶一杯', quantity: 2 }],
    });
  });
});
