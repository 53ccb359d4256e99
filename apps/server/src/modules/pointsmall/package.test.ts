import type { PointsOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { insertTemplate } from '../coupon/coupon-test-kit.ts';
import { balanceItem, couponItem, giftBooks, insertPackage, pointsItem } from '../gift/gift-test-kit.ts';
import { paymentSuite } from '../payment/payment-test-kit.ts';
import { exchange, givePoints, insertPointsProduct, staffCall } from './pointsmall-test-kit.ts';

describe.each(dbTargets())('gift packages in the points mall on %s', (target) => {
  const s = paymentSuite(target);

  it('delivers the package through the gift area, once per exchange, each part through its own ledger', async () => {
    const tpl = await insertTemplate(s.t, s.store);
    const pack = await insertPackage(s.t, s.store, [balanceItem(500), pointsItem(20), couponItem(tpl.id, 2)]);
    const product = await insertPointsProduct(s.t, s.store, {
      kind: 'package',
      giftPackageId: pack.id,
      rules: [{ points: 100, price: 0 }],
    });
    const m = await memberSession(s.t);
    await givePoints(s.t, m.memberId, 250);
    const first = await exchange(s.t, s.store, m.session, { productId: product.id, quantity: 2 });
    expect(first.body.Result).toMatchObject({
      status: 'completed',
      kind: 'package',
      points: 200,
      canCancel: false,
    });
    const books = await giftBooks(s.t.db, m.memberId);
    expect([books.balance, books.balanceSum]).toEqual([1000, 1000]);
    expect([books.points, books.pointsSum]).toEqual([90, 90]);
    expect(books.coupons).toHaveLength(4);
    expect(books.deliveries.map((d) => [d.sourceKind, d.sourceRef])).toEqual([
      ['points-exchange', first.body.Result.orderNo],
    ]);
    const cancel = await s.t.call<PointsOrderOut>(
      'Integrals/CancelExchange',
      { orderNo: first.body.Result.orderNo },
      { session: m.session },
    );
    expect(cancel.body.Code).toBe('ORDER_CANCEL_FAILED');
  });

  it('lets staff make a package product only of an active package', async () => {
    const pack = await insertPackage(s.t, s.store, [pointsItem(5)]);
    const made = await staffCall(s.t, 'POST', 'pointsmall/products', {
      kind: 'package',
      name: 'Welcome pack',
      giftPackageId: pack.id,
      rules: [{ points: 50, price: 0 }],
      stock: 10,
    });
    expect(made.body).toMatchObject({ Success: true, Result: { kind: 'package', giftPackageId: pack.id } });
    const ended = await insertPackage(s.t, s.store, [pointsItem(5)], { status: 'ended' });
    const refused = await staffCall(s.t, 'POST', 'pointsmall/products', {
      kind: 'package',
      name: 'Old pack',
      giftPackageId: ended.id,
      rules: [{ points: 50, price: 0 }],
      stock: 10,
    });
    expect(refused.body.Code).toBe('GIFT_ITEMS_INVALID');
    const missing = await staffCall(s.t, 'POST', 'pointsmall/products', {
      kind: 'package',
      name: 'No pack',
      rules: [{ points: 50, price: 0 }],
      stock: 10,
    });
    expect(missing.status).toBe(400);
  });
});
