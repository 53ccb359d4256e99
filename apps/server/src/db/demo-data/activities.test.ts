import type {
  BargainActivityOut,
  CommunityGroupOut,
  GroupBuyActivityOut,
  PresaleOut,
  SeckillSessionOut,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { bargainActivities } from '../schema/marketing/bargain.ts';
import { groupBuyActivities } from '../schema/marketing/group-buy.ts';
import { loadDemoData } from './load-demo-data.ts';

describe('demo bargain and group buy', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, storeIds };
  });

  it('runs the cake bargain now in every store, for its own cake, in four languages, once however often it loads', async () => {
    await loadDemoData(w.t.db);
    w.t.clock.set(new Date());
    expect(await w.t.db.select().from(bargainActivities)).toHaveLength(w.storeIds.length);
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const headers = { 'x-store-id': String(w.storeIds[0]), 'x-locale': locale };
      const list = await w.t.call<{ activities: BargainActivityOut[] }>('Bargain/LoadData', {}, { headers });
      const [activity] = list.body.Result.activities;
      expect(activity).toMatchObject({ price: 88, floor: 58, helpers: 3, productId: expect.any(Number) });
      expect(activity!.description).not.toBe('');
      names.push(activity!.name);
    }
    expect(names).toEqual([
      'Strawberry cream cake bargain',
      'Regateo de tarta de fresa y nata',
      '草莓奶油蛋糕砍价',
      '草莓奶油蛋糕砍價',
    ]);
  });

  it('runs the mousse group buy of two in every store, in four languages, once', async () => {
    await loadDemoData(w.t.db);
    w.t.clock.set(new Date());
    expect(await w.t.db.select().from(groupBuyActivities)).toHaveLength(w.storeIds.length);
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const headers = { 'x-store-id': String(w.storeIds[0]), 'x-locale': locale };
      const list = await w.t.call<{ activities: GroupBuyActivityOut[] }>(
        'GroupPurchase/LoadData',
        {},
        { headers },
      );
      const [activity] = list.body.Result.activities;
      expect(activity).toMatchObject({ price: 29, groupPrice: 19, size: 2, productId: expect.any(Number) });
      names.push(activity!.name);
    }
    expect(names).toEqual([
      'Mango mousse for two',
      'Mousse de mango para dos',
      '芒果慕斯两人团',
      '芒果慕斯兩人團',
    ]);
  });

  it('runs the egg tart flash sale now and the croissant one from tomorrow, in four languages', async () => {
    await loadDemoData(w.t.db);
    w.t.clock.set(new Date());
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const headers = { 'x-store-id': String(w.storeIds[0]), 'x-locale': locale };
      const list = await w.t.call<{ sessions: SeckillSessionOut[] }>('Seckill/LoadData', {}, { headers });
      const [running, upcoming] = list.body.Result.sessions;
      expect(running).toMatchObject({ phase: 'running', seckillPrice: 5, remaining: 50, perMemberLimit: 2 });
      expect(upcoming).toMatchObject({ phase: 'upcoming', seckillPrice: 6 });
      names.push(running!.name);
    }
    expect(names).toEqual([
      'Egg tart flash sale',
      'Oferta relámpago de tartas de huevo',
      '蛋挞限时秒杀',
      '蛋撻限時秒殺',
    ]);
  });

  it('takes deposits for the pineapple cake box now, in four languages', async () => {
    await loadDemoData(w.t.db);
    w.t.clock.set(new Date());
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const headers = { 'x-store-id': String(w.storeIds[0]), 'x-locale': locale };
      const list = await w.t.call<{ presales: PresaleOut[] }>('Presale/LoadData', {}, { headers });
      const [presale] = list.body.Result.presales;
      expect(presale).toMatchObject({ price: 168, deposit: 20, depositWorth: 50, lapsedDeposit: 'refund' });
      expect(new Date(presale!.depositStartsAt).getTime()).toBeLessThan(Date.now());
      names.push(presale!.name);
    }
    expect(names).toEqual([
      'Pineapple cake gift box pre-sale',
      'Preventa de caja de pasteles de piña',
      '凤梨酥礼盒预售',
      '鳳梨酥禮盒預售',
    ]);
  });

  it('takes orders for the weekend bread box at Aunt Li’s point now, in four languages', async () => {
    await loadDemoData(w.t.db);
    w.t.clock.set(new Date());
    const names: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant']) {
      const headers = { 'x-store-id': String(w.storeIds[0]), 'x-locale': locale };
      const list = await w.t.call<{ groups: CommunityGroupOut[] }>(
        'CommunityGroup/LoadData',
        {},
        { headers },
      );
      expect(list.body.Result.groups).toHaveLength(1);
      const [group] = list.body.Result.groups;
      expect(group).toMatchObject({ phase: 'open', minAmount: null });
      expect(group!.items.map((i) => [i.groupPrice, i.productId !== null])).toEqual([
        [22, true],
        [14, true],
        [6, true],
      ]);
      expect(group!.points).toHaveLength(1);
      names.push(`${group!.name} / ${group!.points[0]!.name} / ${group!.items[2]!.name}`);
    }
    expect(names).toEqual([
      'Weekend bread box for the neighbourhood / Aunt Li’s corner shop / Red Bean Bun',
      'Caja de pan del fin de semana para el barrio / Tienda de la esquina de la tía Li / Bollo de judía roja',
      '社区周末面包团 / 李阿姨便利店 / 红豆包',
      '社區週末麵包團 / 李阿姨便利店 / 紅豆包',
    ]);
  });
});
