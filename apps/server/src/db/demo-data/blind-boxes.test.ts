import type { BlindBoxDetailOut, BlindBoxSeriesOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { blindBoxSeries } from '../schema/marketing/blind-box.ts';
import { loadDemoData } from './load-demo-data.ts';

describe('demo blind box', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });

  it('runs one series now in every store, in four languages, with a prize after five, once however often it loads', async () => {
    await loadDemoData(w.t.db);
    // The demo runs from the day it was loaded, on the real clock.
    w.t.clock.set(new Date());
    expect(await w.t.db.select().from(blindBoxSeries)).toHaveLength(1);
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const headers = { 'x-store-id': String(w.store), 'x-locale': locale };
      const list = await w.t.call<{ series: BlindBoxSeriesOut[] }>('BlindBox/LoadSeries', {}, { headers });
      const [series] = list.body.Result.series;
      expect(series).toMatchObject({ price: 19, guaranteeAfter: 5 });
      const page = await w.t.call<BlindBoxDetailOut>(
        'BlindBox/SeriesDetail',
        { id: series!.id },
        { headers },
      );
      expect(page.body.Result.items).toHaveLength(5);
      expect(page.body.Result.items.filter((i) => i.prize)).toHaveLength(1);
      names.push(`${series!.name} / ${page.body.Result.items[0]!.name}`);
    }
    expect(names).toEqual([
      'Bakery charms / Croissant charm',
      'Colgantes de panadería / Colgante de cruasán',
      '烘焙挂件盲盒 / 可颂挂件',
      '烘焙掛件盲盒 / 可頌掛件',
    ]);
  });
});
