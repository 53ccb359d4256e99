import type { UpgradeOrderDetailOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { insertOrder } from '../payment/payment-test-kit.ts';
import { giveBalance, levelStore, levelSuite, memberBooks, newKey, upgrade } from './level-test-kit.ts';

describe.each(dbTargets())('paid level upgrade by balance on %s', (target) => {
  const suite = levelSuite(target);

  const loginInfo = async (session: string) =>
    (
      await suite.t.call<{ userInfo: { categoryName: string; money: number; point: number } }>(
        'customeraccount/FindLoginInfo',
        { storeId: suite.store },
        { session },
      )
    ).body.Result.userInfo;

  it('pays from the balance, moves the member up at once and answers replays with the first order', async () => {
    const m = await memberSession(suite.t);
    await giveBalance(suite.t, m.memberId, 5000);
    const key = newKey();
    const body = { setCode: 'gold', idempotencyKey: key };
    const res = await upgrade(suite.t, { session: m.session, store: suite.store, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result).toMatchObject({
      status: 'completed',
      needPay: false,
      payMethod: 2,
      amount: 30,
      category: { id: suite.ids.gold, code: 'gold', name: 'Gold' },
      autoCancelAt: null,
    });
    expect(await loginInfo(m.session)).toMatchObject({ categoryName: 'Gold', money: 20, point: 100 });
    const books = await memberBooks(suite.t.db, m.memberId);
    expect(books.balanceSum).toBe(books.member.balance);
    expect(books.pointsSum).toBe(books.member.points);
    expect(books.balanceEntries.map((e) => [e.reason, e.delta])).toEqual([
      ['manual_edit', 5000],
      ['level_upgrade', -3000],
    ]);
    expect(books.pointsEntries.map((e) => [e.reason, e.delta])).toEqual([['level_upgrade_reward', 100]]);
    expect(books.orders).toMatchObject([{ kind: 'upgrade', status: 'completed', paidAmount: 3000 }]);

    // The same key again, even by id: the first order, nothing paid twice; the key with another level: conflict.
    const again = await upgrade(suite.t, {
      session: m.session,
      store: suite.store,
      body: { categoryId: suite.ids.gold, idempotencyKey: key },
    });
    expect(again.body.Result).toEqual(res.body.Result);
    const other = await upgrade(suite.t, {
      session: m.session,
      store: suite.store,
      body: { setCode: 'black', idempotencyKey: key },
    });
    expect(other.body.Code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await memberBooks(suite.t.db, m.memberId)).member.balance).toBe(2000);

    // The goods history leaves it out; the upgrade detail shows it, to its member only.
    const list = await suite.t.call<{ orders: unknown[] }>(
      'OrderHistory/LoadOrders',
      { tab: 'all', range: 'month', pageIndex: 1, pageSize: 10 },
      { session: m.session },
    );
    expect(list.body.Result.orders).toEqual([]);
    const detail = await suite.t.call<UpgradeOrderDetailOut>(
      'Order/CustomerCategoryDetail',
      { orderNo: res.body.Result.orderNo },
      { session: m.session },
    );
    expect(detail.body.Result).toMatchObject({ status: 'completed', paidAmount: 30, inviterUid: null });
    const stranger = await memberSession(suite.t);
    const theirs = await suite.t.call(
      'Order/CustomerCategoryDetail',
      { orderNo: res.body.Result.orderNo },
      { session: stranger.session },
    );
    expect([theirs.status, theirs.body.Code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const goods = await insertOrder(suite.t, { memberId: m.memberId, storeId: suite.store });
    const notUpgrade = await suite.t.call(
      'Order/CustomerCategoryDetail',
      { orderNo: goods.orderNo },
      { session: m.session },
    );
    expect(notUpgrade.status).toBe(404);
    // Nor do the goods order calls read or cancel the upgrade.
    const orderNo = res.body.Result.orderNo;
    for (const [path, body] of [
      ['order/OrderDetails', { orderno: orderNo }],
      ['order/OrderStatus', { orderNo }],
      ['Order/CancelProductOrder', { orderNo }],
    ] as const) {
      const asGoods = await suite.t.call(path, body, { session: m.session });
      expect([path, asGoods.status, asGoods.body.Code]).toEqual([path, 404, 'ORDER_NOT_FOUND']);
    }
  });

  it('refuses what cannot be bought and writes nothing', async () => {
    const m = await memberSession(suite.t);
    await giveBalance(suite.t, m.memberId, 5000);
    const refusal = async (body: Record<string, unknown>, storeId: number | null = suite.store) => {
      const res = await upgrade(suite.t, { session: m.session, store: storeId, body });
      return [res.status, res.body.Code];
    };
    expect(await refusal({ categoryId: 999_999 })).toEqual([404, 'LEVEL_NOT_FOUND']);
    expect(await refusal({ setCode: 'platinum' })).toEqual([422, 'UPGRADE_CODE_INVALID']);
    expect(await refusal({ setCode: 'silver' })).toEqual([422, 'LEVEL_NOT_PURCHASABLE']);
    expect(await refusal({ setCode: 'black' })).toEqual([409, 'BALANCE_INSUFFICIENT']);
    expect(await refusal({ setCode: 'gold', inviterUid: m.memberId })).toEqual([422, 'INVITE_SELF']);
    expect(await refusal({ setCode: 'gold', payMethod: 1 })).toEqual([422, 'PAY_METHOD_UNCONFIGURED']);
    expect(await refusal({ setCode: 'gold', payMethod: 10 })).toEqual([422, 'PAY_METHOD_UNCONFIGURED']);
    const noOnline = await levelStore(suite.t.db, { payment: { ...levelPayment(), wechat: false } });
    expect(await refusal({ setCode: 'gold', payMethod: 4 }, noOnline)).toEqual([
      422,
      'PAY_METHOD_UNCONFIGURED',
    ]);
    expect(await refusal({ setCode: 'gold' }, null)).toEqual([400, 'CART_STORE_REQUIRED']);
    expect(await refusal({ setCode: 'gold' }, 987_654)).toEqual([404, 'STORE_NOT_FOUND']);
    for (const bad of [
      { categoryId: 1.5 },
      { categoryId: -3 },
      { categoryId: 0 },
      {},
      { categoryId: suite.ids.gold, setCode: 'gold' },
      { setCode: 'gold; drop table' },
      { setCode: 'gold', idempotencyKey: 'short' },
      { setCode: 'gold', inviterUid: -1 },
      { setCode: 'gold', extra: true },
      { setCode: 'gold', payMethod: '2' },
    ]) {
      expect(await refusal(bad), JSON.stringify(bad)).toEqual([400, 'BAD_REQUEST']);
    }
    const books = await memberBooks(suite.t.db, m.memberId);
    expect(books.orders).toEqual([]);
    expect(books.member).toMatchObject({ balance: 5000, categoryId: null, points: 0 });

    // Up to Gold, then Gold again (or anything lower) is not an upgrade.
    expect(
      (await upgrade(suite.t, { session: m.session, store: suite.store, body: { setCode: 'gold' } })).status,
    ).toBe(200);
    expect(await refusal({ setCode: 'gold' })).toEqual([409, 'LEVEL_NOT_HIGHER']);
    const anon = await suite.t.call('CustomerCategory/UpdateCategory', {
      setCode: 'gold',
      payMethod: 2,
      idempotencyKey: newKey(),
    });
    expect(anon.status).toBe(401);
  });
});

function levelPayment() {
  return { balance: true, cash: true, payAfter: true, wechat: true, alipay: true, thirdParty: [] };
}
