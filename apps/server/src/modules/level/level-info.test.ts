import type { ActivatInfoOut, LevelOut, UpgradeInfoOut } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions.ts';
import { insertProduct, memberSession } from '../../test/fixtures.ts';
import { dbTargets, TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { insertOrder } from '../order/order-test-kit.ts';
import { giveBalance, levelStore, levelSuite, memberBooks, upgrade } from './level-test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbTargets())('member levels, growth and expiry on %s', (target) => {
  const suite = levelSuite(target);
  let product: number;
  beforeAll(async () => {
    product = await insertProduct(suite.t.db, suite.store, { name: 'Cake', price: 100, stock: 1000 });
  });

  const info = async (session: string) =>
    (await suite.t.call<UpgradeInfoOut>('CustomerCategory/CustomerCategoryUpgradeInfo', {}, { session })).body
      .Result;
  const levelName = async (session: string) =>
    (
      await suite.t.call<{ userInfo: { categoryName: string; expiryDate: string | null } }>(
        'customeraccount/FindLoginInfo',
        { storeId: suite.store },
        { session },
      )
    ).body.Result.userInfo;

  /** A paid goods order of `yuan` in `storeId`, taken through accept and complete by staff. */
  async function completeOrder(memberId: number, yuan: number, storeId = suite.store) {
    const at = suite.t.clock.now();
    const lines = [{ productId: product, quantity: yuan, price: 100 }];
    const order = await insertOrder(suite.t.db, {
      memberId,
      storeId,
      lines,
      createdAt: at,
      paidAt: at,
      payMethod: 4,
    });
    for (const step of ['accept', 'complete']) {
      const res = await suite.t.app.inject({
        method: 'POST',
        url: `/staff/orders/${order.orderNo}/${step}`,
        headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return order;
  }

  it('lists the levels by rank to anyone, with the growth rules only when asked', async () => {
    const plain = await suite.t.call<{ categorys: LevelOut[] }>('CustomerCategory/LoadCategorys', {});
    expect(plain.status).toBe(200);
    const levels = plain.body.Result.categorys;
    expect(levels.map((l) => [l.code, l.isEntry, l.price])).toEqual([
      ['regular', true, null],
      ['silver', false, null],
      ['gold', false, 30],
      ['black', false, 98],
    ]);
    expect(levels[2]).toMatchObject({
      benefits: ['5% off'],
      discountPercent: 5,
      rewardPoints: 100,
      validDays: null,
    });
    expect(levels.every((l) => !('growthThreshold' in l))).toBe(true);
    const rules = await suite.t.call<{ categorys: LevelOut[] }>('CustomerCategory/LoadCategorys', {
      includeAutoUpgradeRule: true,
    });
    expect(rules.body.Result.categorys.map((l) => l.growthThreshold)).toEqual([null, 500, 2000, null]);
    for (const bad of [{ includeAutoUpgradeRule: 'yes' }, { storeId: 1 }]) {
      expect((await suite.t.call('CustomerCategory/LoadCategorys', bad)).status).toBe(400);
    }
  });

  it('moves a member up by the growth of completed orders, rewarding a level once, never down', async () => {
    const m = await memberSession(suite.t);
    expect(await info(m.session)).toEqual({
      current: { id: suite.ids.regular, code: 'regular', name: 'Regular', rank: 0 },
      growthValue: 0,
      next: { id: suite.ids.silver, code: 'silver', name: 'Silver', rank: 10, growthThreshold: 500 },
      growthNeeded: 500,
      expiresOn: null,
    });
    await completeOrder(m.memberId, 499);
    expect((await info(m.session)).growthNeeded).toBe(1);
    await completeOrder(m.memberId, 1);
    expect(await info(m.session)).toMatchObject({
      current: { code: 'silver' },
      growthValue: 500,
      growthNeeded: 1500,
    });
    // One order past both thresholds lands on the highest it reaches; Gold's points come once.
    const big = await completeOrder(m.memberId, 1600);
    const books = await memberBooks(suite.t.db, m.memberId);
    expect(books.member).toMatchObject({ growthValue: 2100, categoryId: suite.ids.gold, points: 100 });
    expect(books.pointsEntries).toMatchObject([
      { reason: 'level_upgrade_reward', delta: 100, orderId: big.id },
    ]);
    expect(await info(m.session)).toMatchObject({
      current: { code: 'gold' },
      next: null,
      growthNeeded: null,
    });
    expect(await levelName(m.session)).toMatchObject({ categoryName: 'Gold' });

    // Bought Black; more growth keeps it Black.
    await giveBalance(suite.t, m.memberId, 9800);
    expect(
      (await upgrade(suite.t, { session: m.session, store: suite.store, body: { setCode: 'black' } })).status,
    ).toBe(200);
    await completeOrder(m.memberId, 100);
    expect((await memberBooks(suite.t.db, m.memberId)).member).toMatchObject({
      growthValue: 2200,
      categoryId: suite.ids.black,
    });
  });

  it('counts growth at the store rate per whole yuan', async () => {
    const doubling = await levelStore(suite.t.db, { growthPerYuan: 2 });
    const m = await memberSession(suite.t);
    await completeOrder(m.memberId, 300, doubling);
    expect(await info(m.session)).toMatchObject({ growthValue: 600, current: { code: 'silver' } });
  });

  it('lets a level with validDays lapse to the entry level, after which it can be bought again', async () => {
    const m = await memberSession(suite.t);
    // Sessions do not last a month: the member logs in again when the level has lapsed.
    const relogin = async () => {
      m.session = await createSession(suite.t.db, suite.t.clock, m.memberId);
    };
    await giveBalance(suite.t, m.memberId, 9800 * 2);
    expect(
      (await upgrade(suite.t, { session: m.session, store: suite.store, body: { setCode: 'black' } })).status,
    ).toBe(200);
    const until = new Date(suite.t.clock.now().getTime() + 30 * DAY);
    const card = async () =>
      (
        await suite.t.call<ActivatInfoOut>(
          'customeraccount/GetCustomerActivatInfo',
          {},
          { session: m.session },
        )
      ).body.Result;
    const expiresOn = until.toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
    expect(await card()).toMatchObject({ level: { code: 'black' }, expiresOn, growthValue: 0 });
    expect(await levelName(m.session)).toEqual(
      expect.objectContaining({ categoryName: 'Black', expiryDate: expiresOn }),
    );

    suite.t.clock.advance(30 * DAY);
    await relogin();
    expect(await card()).toMatchObject({ level: { code: 'regular' }, expiresOn: null });
    expect(await levelName(m.session)).toMatchObject({ categoryName: 'Regular', expiryDate: null });
    expect((await info(m.session)).current?.code).toBe('regular');
    expect(
      (await upgrade(suite.t, { session: m.session, store: suite.store, body: { setCode: 'black' } })).body
        .Result.status,
    ).toBe('completed');
    expect(await card()).toMatchObject({ level: { code: 'black' } });
  });

  it('keeps the member calls for members, and strict', async () => {
    for (const path of [
      'CustomerCategory/CustomerCategoryUpgradeInfo',
      'customeraccount/GetCustomerActivatInfo',
    ]) {
      expect((await suite.t.call(path, {})).status).toBe(401);
      const m = await memberSession(suite.t);
      expect((await suite.t.call(path, { uid: 1 }, { session: m.session })).status).toBe(400);
    }
    const m = await memberSession(suite.t);
    for (const orderNo of ['', 'abc', '1'.repeat(40), 12345678]) {
      expect(
        (await suite.t.call('Order/CustomerCategoryDetail', { orderNo }, { session: m.session })).status,
      ).toBe(400);
    }
    expect(
      (await suite.t.call('Order/CustomerCategoryDetail', { orderNo: '99999999' }, { session: m.session }))
        .status,
    ).toBe(404);
  });
});
